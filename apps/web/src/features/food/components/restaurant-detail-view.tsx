/**
 * The restaurant detail once loaded (spec §2 restaurant detail): cover and title with town and
 * cuisines; facts (open status, opening hours, average price, bookable flag, phone,
 * address, map) first on mobile and as a sidebar on desktop; then the note and its dishes.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantDetail } from '@dali/shared/contracts/food';
import { useLocaleStore } from '../../../lib/locale';
import { OpenStatusLabel } from '../../../lib/ui/open-status-label';
import { formatClock, formatDays, textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { telHref } from '../../../lib/catalog-list/safe-url';
import { DetailHero } from '../../../lib/catalog-detail/detail-hero';
import { DetailFacts, type DetailFact, DetailMap, DetailSection, DetailSources, NotKnownYet, ValueWithNote } from '../../../lib/catalog-detail/detail-facts';
import { KeywordChips } from './food-tags';
import { usePageMeta } from '../../../lib/page-meta';

/** Props of {@link RestaurantDetailView}: the loaded restaurant and how to name its town. */
export interface RestaurantDetailViewProps {
  restaurant: RestaurantDetail;
  townName: (englishName: string) => string;
}

/** Opening hours: unknown, "always open", or one line per period of days. */
function OpeningHours({ hours }: { hours: RestaurantDetail['openingHours'] }) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  if (hours === null) return <NotKnownYet />;
  if (hours.length === 0) return t('restaurant.alwaysOpen');
  return (
    <ul className="food-hours" data-testid="opening-hours">
      {hours.map((period) => (
        <li key={`${period.days}-${period.open}`}>
          <span>{formatDays(period.days, locale, t('restaurant.everyDay'))}</span>{' '}
          <span>{t('restaurant.timeRange', { open: formatClock(period.open, locale), close: formatClock(period.close, locale) })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Detail layout of one restaurant: hero, facts sidebar with its map, its note and its dishes. */
export function RestaurantDetailView({ restaurant, townName }: RestaurantDetailViewProps) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  const name = textIn(restaurant.name, locale);
  const town = townName(restaurant.town);
  const address = textIn(restaurant.address, locale);
  const otherAddress = locale === 'en-US' ? restaurant.address['zh-CN'] : restaurant.address['en-US'];
  const note = textIn(restaurant.note, locale).trim();
  usePageMeta(name, `${town} · ${note}`);
  // Only what a source states: a place no source describes shows "not known yet", never "no".
  const dietFacts = [restaurant.diet.vegetarianOptions && t('restaurant.vegetarian'), restaurant.diet.halal && t('restaurant.halal')].filter(
    (fact): fact is string => typeof fact === 'string',
  );
  const facts: DetailFact[] = [
    { label: t('restaurant.openNow'), value: <OpenStatusLabel className="food-open" status={restaurant.openStatus} /> },
    {
      label: t('restaurant.hours'),
      value: (
        <ValueWithNote note={t('restaurant.chinaTime')}>
          <OpeningHours hours={restaurant.openingHours} />
        </ValueWithNote>
      ),
    },
    {
      label: t('restaurant.avgPriceLabel'),
      value:
        restaurant.avgPriceFen === null ? (
          <NotKnownYet />
        ) : (
          <>
            {t('restaurant.perPerson', { price: formatFen(restaurant.avgPriceFen, locale) })}
            {restaurant.avgPriceSeen && <span className="muted"> · {t('restaurant.seen', { seen: restaurant.avgPriceSeen.slice(0, 4) })}</span>}
          </>
        ),
    },
    { label: t('restaurant.diet'), value: dietFacts.length === 0 ? <NotKnownYet /> : dietFacts.join(' · '), testId: 'restaurant-diet' },
    { label: t('restaurant.booking'), value: restaurant.bookable ? t('restaurant.bookable') : t('restaurant.notBookable') },
    { label: t('restaurant.phone'), value: restaurant.phone ? <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> : <NotKnownYet /> },
    {
      label: t('restaurant.address'),
      value: (
        <ValueWithNote note={otherAddress.trim() && otherAddress.trim() !== address.trim() ? otherAddress : null} lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
          {address}
        </ValueWithNote>
      ),
    },
  ];

  return (
    <>
      <DetailHero kind="restaurant" id={restaurant.id} name={restaurant.name} photo={restaurant.image}>
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{town}</span>
        </p>
        {restaurant.cuisine.length > 0 && <KeywordChips group="cuisine" keywords={restaurant.cuisine} label={t('restaurant.cuisine')} />}
      </DetailHero>
      <div className="catalog-detail-layout">
        <DetailFacts headingId="restaurant-facts-heading" title={t('detail.facts')} facts={facts}>
          <DetailMap
            place={{ id: restaurant.id, location: restaurant.location, title: name, subtitle: town }}
            ariaLabel={t('restaurant.mapLabel', { name })}
            note={textIn(restaurant.locationNote, locale)}
            navigate={{ name: restaurant.name['zh-CN'], address: restaurant.address['zh-CN'] }}
            noLocation={t('restaurant.noLocation')}
          />
        </DetailFacts>
        <div className="catalog-detail-main">
          <DetailSection title={t('restaurant.about')}>{note ? <p className="food-prose">{note}</p> : <NotKnownYet block />}</DetailSection>
          <DetailSection title={t('restaurant.dishesTitle')}>
            {restaurant.dishes.length === 0 ? (
              <p className="muted">{t('restaurant.noDishesKnown')}</p>
            ) : (
              <ul className="food-link-list" data-testid="restaurant-dishes">
                {restaurant.dishes.map((dish) => (
                  <li key={dish.id}>
                    <Link to={`/gourmetFood/${encodeURIComponent(dish.id)}`}>{textIn(dish.name, locale)}</Link>
                    <span className="muted"> · {t(`categories.${dish.category}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSources sources={restaurant.sources} summary={(count) => t('detail.sources', { count })} />
        </div>
      </div>
    </>
  );
}
