/**
 * `/gourmetFood` (spec §2 gourmet food): tabs for restaurants and food, kept in the URL (`tab`).
 * Food tab: category filter and name search, cards with diet tags. Restaurant tab: town filter and
 * name search, cards with open status, average price, bookable flag and food count. Plain HTML
 * controls throughout: no component library arrives with this route.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FoodTabPanel } from '../components/food-tab-panel';
import { FoodTabs } from '../components/food-tabs';
import { useFoodFilters } from '../hooks/use-food-filters';
import { useIsMobile } from '../../../lib/catalog-list/use-media-query';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../food.css';

/**
 * Route `/gourmetFood` (spec §2 gourmet food): the restaurants and food tabs with their filters;
 * all state lives in the URL (see module comment).
 */
export function FoodPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('food');
  const [filters, update] = useFoodFilters();
  const isMobile = useIsMobile();
  const titleId = useId();

  return (
    <div className="page food-page">
      <h1 id={titleId} className="page-title">
        {tc('routes.food.title')}
      </h1>
      <p className="food-lead muted">{t('list.intro')}</p>
      <FoodTabs value={filters.tab} onChange={(tab) => update({ tab })} labelledBy={titleId}>
        <FoodTabPanel filters={filters} onChange={update} isMobile={isMobile} />
      </FoodTabs>
    </div>
  );
}
