/**
 * The content of one tab of /gourmetFood: toolbar, then the dish or restaurant cards with their
 * count, active filters, states and paging (lib/catalog-list). Only the shown tab's list is requested.
 */
import { useTranslation } from 'react-i18next';
import { CatalogResults, CatalogSkeletonGrid, type ActiveFilter } from '../../../lib/catalog-list/catalog-results';
import { CatalogToolbar } from '../../../lib/catalog-list/catalog-toolbar';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { useFoods } from '../api/list-foods';
import { useRestaurants } from '../api/list-restaurants';
import { foodsQuery, restaurantsQuery, type FoodFilters } from '../hooks/use-food-filters';
import { FoodCard } from './food-card';
import { FoodFilterFields } from './food-filter-fields';
import { RestaurantCard } from './restaurant-card';

export interface FoodTabPanelProps {
  filters: FoodFilters;
  onChange: (patch: Partial<FoodFilters>, options?: { replace?: boolean }) => void;
  isMobile: boolean;
}

/** Toolbar and results of the current tab. */
export function FoodTabPanel({ filters, onChange, isMobile }: FoodTabPanelProps) {
  const { t } = useTranslation('food');
  const isFood = filters.tab === 'food';
  const foods = useFoods(foodsQuery(filters), isFood);
  const restaurants = useRestaurants(restaurantsQuery(filters), !isFood);
  const { towns, townsFailed, townName } = useTownNames();
  const query = isFood ? foods : restaurants;
  const data = query.data;
  const refreshing = query.isFetching && query.isPlaceholderData;

  const chips: ActiveFilter[] = [];
  if (filters.q) chips.push({ key: 'q', label: t('filters.searchChip', { q: filters.q }), onRemove: () => onChange({ q: '' }) });
  if (isFood && filters.category) chips.push({ key: 'category', label: t(`categories.${filters.category}`), onRemove: () => onChange({ category: null }) });
  if (!isFood && filters.town) chips.push({ key: 'town', label: townName(filters.town), onRemove: () => onChange({ town: null }) });
  if (!isFood && filters.diet) {
    const label = filters.diet === 'vegetarian' ? t('restaurant.dietVegetarian') : t('restaurant.dietHalal');
    chips.push({ key: 'diet', label, onRemove: () => onChange({ diet: null }) });
  }

  const cards = isFood
    ? (foods.data?.items ?? []).map((food) => <FoodCard key={food.id} food={food} />)
    : (restaurants.data?.items ?? []).map((restaurant) => <RestaurantCard key={restaurant.id} restaurant={restaurant} townName={townName(restaurant.town)} />);

  return (
    <>
      <CatalogToolbar
        ns="food"
        q={filters.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
        renderFields={(layout) => <FoodFilterFields filters={filters} onChange={onChange} towns={towns} townsFailed={townsFailed} layout={layout} />}
        activeCount={isFood ? Number(filters.category !== null) : Number(filters.town !== null) + Number(filters.diet !== null)}
        isMobile={isMobile}
        total={data?.total ?? null}
      />
      <CatalogResults
        total={data?.total ?? null}
        error={query.error}
        retry={() => void query.refetch()}
        isPending={query.isPending}
        isBusy={refreshing}
        refreshing={refreshing}
        skeleton={<CatalogSkeletonGrid cardClassName="food-card-skeleton" shortLines={2} />}
        chips={chips}
        onClearAll={() => onChange({ q: '', category: null, town: null, diet: null })}
        paging={{ mode: 'pager', page: filters.page, totalPages: data?.totalPages ?? 0, onPage: (page) => onChange({ page }) }}
      >
        {cards}
      </CatalogResults>
    </>
  );
}
