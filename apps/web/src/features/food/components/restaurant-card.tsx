/**
 * A restaurant in the restaurant tab (design.md "Cards", spec §3 food count and bookable flag):
 * cover, name with the other script's name beneath, town and cuisine chips, open status, average
 * price, bookable flag and how many catalog dishes it is known for. The whole card is one link to
 * `/gourmetFood/restaurant/<id>`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantSummary } from '@dali/shared/contracts/food';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { OpenStatusLabel } from '../../../lib/ui/open-status-label';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { useKeywordLabel } from './food-tags';

/** Props of {@link RestaurantCard}; `townName` is the town in the current locale. */
export interface RestaurantCardProps {
  restaurant: RestaurantSummary;
  townName: string;
}

/** Cuisine chips shown on a card; the detail page lists them all. */
const CARD_CUISINES = 2;

/**
 * Card of one restaurant in the restaurant tab, one link to `/gourmetFood/restaurant/:id`;
 * `townName` names the town chip in the current locale.
 */
export function RestaurantCard({ restaurant, townName }: RestaurantCardProps) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  const cuisine = useKeywordLabel('cuisine');
  const other = otherScriptText(restaurant.name, locale);
  return (
    <Link to={`/gourmetFood/restaurant/${encodeURIComponent(restaurant.id)}`} className="catalog-list-card food-card" data-testid="restaurant-card">
      <Cover kind="restaurant" id={restaurant.id} alt="" imageUrl={restaurant.image?.url} className="catalog-list-card-cover" />
      <div className="catalog-list-card-body">
        <h3 className="catalog-list-card-title">{textIn(restaurant.name, locale)}</h3>
        {other && (
          <p className="catalog-list-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
            {other}
          </p>
        )}
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{townName}</span>
          {restaurant.diet.vegetarianOptions && <span className="catalog-list-chip food-chip-diet">{t('restaurant.vegetarian')}</span>}
          {restaurant.diet.halal && <span className="catalog-list-chip food-chip-diet">{t('restaurant.halal')}</span>}
          {restaurant.cuisine
            // The diet chips above already say these.
            .filter((keyword) => !(keyword === 'halal' && restaurant.diet.halal) && !(keyword === 'vegetarian' && restaurant.diet.vegetarianOptions))
            .slice(0, CARD_CUISINES)
            .map((keyword) => (
              <span key={keyword} className="catalog-list-chip food-chip-light">
                {cuisine(keyword)}
              </span>
            ))}
        </p>
        <OpenStatusLabel className="food-open" status={restaurant.openStatus} />
        <p className="food-card-facts">
          <span className={restaurant.avgPriceFen === null ? 'muted' : undefined}>
            {restaurant.avgPriceFen === null ? t('restaurant.avgPriceUnknown') : t('restaurant.avgPrice', { price: formatFen(restaurant.avgPriceFen, locale) })}
            {restaurant.avgPriceFen !== null && restaurant.avgPriceSeen && <span className="muted"> · {t('restaurant.seen', { seen: restaurant.avgPriceSeen.slice(0, 4) })}</span>}
          </span>
          <span className={restaurant.bookable ? undefined : 'muted'}>{restaurant.bookable ? t('restaurant.bookable') : t('restaurant.notBookable')}</span>
          <span className={restaurant.foodCount === 0 ? 'muted' : undefined}>
            {restaurant.foodCount === 0 ? t('restaurant.noDishes') : t('restaurant.dishes', { count: restaurant.foodCount })}
          </span>
        </p>
      </div>
    </Link>
  );
}
