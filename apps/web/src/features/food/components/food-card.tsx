/**
 * A dish in the food tab (design.md "Cards"): cover, name with the other script's name beneath,
 * category chip, diet tags, price range and how many restaurants are known for it. The whole card
 * is one link to `/gourmetFood/<id>`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FoodSummary } from '@dali/shared/contracts/food';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFenRange } from '../../../lib/catalog-list/catalog-text';
import { DietTags } from './food-tags';

/** Card of one dish in the food tab, one link to `/gourmetFood/:id`. */
export function FoodCard({ food }: { food: FoodSummary }) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  const other = otherScriptText(food.name, locale);
  const price = formatFenRange(food.priceMinFen, food.priceMaxFen, locale);
  return (
    <Link to={`/gourmetFood/${encodeURIComponent(food.id)}`} className="catalog-list-card food-card" data-testid="food-card">
      <Cover kind="food" id={food.id} alt="" imageUrl={food.image?.url} className="catalog-list-card-cover" />
      <div className="catalog-list-card-body">
        <h3 className="catalog-list-card-title">{textIn(food.name, locale)}</h3>
        {other && (
          <p className="catalog-list-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
            {other}
          </p>
        )}
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{t(`categories.${food.category}`)}</span>
        </p>
        <DietTags tags={food.tags} />
        <p className="food-card-facts">
          <span>{price ? t('card.price', { price }) : <span className="muted">{t('card.priceUnknown')}</span>}</span>
          <span className={food.restaurantCount === 0 ? 'muted' : undefined}>
            {food.restaurantCount === 0 ? t('card.noRestaurants') : t('card.restaurants', { count: food.restaurantCount })}
          </span>
        </p>
      </div>
    </Link>
  );
}
