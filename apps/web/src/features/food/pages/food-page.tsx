/**
 * `/gourmetFood` (spec §2 gourmet food): tabs for restaurants and food, kept in the URL (`tab`).
 * Food tab: category filter and name search, cards with diet tags. Restaurant tab: town filter and
 * name search, cards with open status, average price, bookable flag and food count.
 */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { FoodTabPanel } from '../components/food-tab-panel';
import { FOOD_TABS, useFoodFilters } from '../hooks/use-food-filters';
import { useIsMobile } from '../hooks/use-is-mobile';
import '../food.css';

/** Route component. */
export function FoodPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('food');
  const [filters, update] = useFoodFilters();
  const isMobile = useIsMobile();

  return (
    <AntdScope>
      <div className="page food-page">
        <h1 className="page-title">{tc('routes.food.title')}</h1>
        <p className="food-lead muted">{t('list.intro')}</p>
        <Tabs
          activeKey={filters.tab}
          onChange={(key) => update({ tab: FOOD_TABS.find((tab) => tab === key) ?? 'restaurants' })}
          size="large"
          items={FOOD_TABS.map((tab) => ({
            key: tab,
            label: t(`tabs.${tab}`),
            children: tab === filters.tab ? <FoodTabPanel filters={filters} onChange={update} isMobile={isMobile} /> : null,
          }))}
        />
      </div>
    </AntdScope>
  );
}
