/**
 * Plain-text wording of plan items (calendar events, image alt text): the same facts the timeline
 * shows, as strings, in the current locale.
 */
import type { TFunction } from 'i18next';
import type { PlanItem } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatKm } from '../../lib/catalog-format';
import type { PlacesLookup } from './api/get-plan-places';
import type { IcsItemText } from './plan-ics';
import { yuan } from './plan-format';

/** Title, place and notes of one item. */
export function describePlanItem(item: PlanItem, t: TFunction<'planner'>, places: PlacesLookup, locale: Locale): IcsItemText {
  const name = (kind: Parameters<PlacesLookup['name']>[0], id: string) => places.name(kind, id, locale) ?? id;
  switch (item.kind) {
    case 'attraction': {
      const place = name('attraction', item.catalogId);
      const ticket =
        item.ticketFen === null ? t('plan.ticketUnknown') : item.ticketFen === 0 ? t('plan.ticketFree') : t('plan.ticketPerPerson', { amount: yuan(item.ticketFen, locale) });
      return { title: place, location: place, description: ticket };
    }
    case 'meal': {
      const place = name('restaurant', item.restaurantId);
      const dishes = item.dishIds.map((id) => places.dishName(item.restaurantId, id, locale)).filter((dish): dish is string => dish !== null);
      const cost = t(item.costEstimated ? 'plan.mealCostEstimated' : 'plan.mealCost', { amount: yuan(item.costFen, locale) });
      const separator = locale === 'en-US' ? ', ' : '、';
      return {
        title: `${t(`meals.${item.meal}`)} · ${place}`,
        location: place,
        description: dishes.length > 0 ? `${cost} · ${t('plan.dishes', { dishes: dishes.join(separator) })}` : cost,
      };
    }
    case 'transfer': {
      const to = name(item.toKind, item.toId);
      const from = name(item.fromKind, item.fromId);
      return {
        title: `${t(`transferModes.${item.mode}`)} · ${t('plan.transferTo')} ${to}`,
        description: `${from} → ${to} · ${t('plan.minutes', { count: item.minutes })} · ${t('plan.km', { km: formatKm(item.km, locale) })}`,
      };
    }
    case 'lodging': {
      const place = name('stay', item.stayId);
      return {
        title: `${t('plan.night', { night: item.nightIndex })} · ${place}`,
        location: place,
        description: `${item.roomType ? `${item.roomType[locale]} · ` : ''}${t('plan.rooms', { count: item.rooms, price: yuan(item.nightlyPriceFen, locale) })}`,
      };
    }
  }
}

/** The trip's length: "2 days, 1 night" / "2 天 1 晚"; a day trip says it has no nights. */
export function tripLength(t: TFunction<'planner'>, days: number, nights: number): string {
  return t('overview.daysNights', {
    days: t('overview.days', { count: days }),
    nights: nights === 0 ? t('overview.nightsNone') : t('overview.nights', { count: nights }),
  });
}
