/**
 * The content of one tab of /gourmetFood: toolbar, then the dish or restaurant cards with their
 * count, active filters, states and paging. Only the shown tab's list is requested.
 */
import { useTranslation } from 'react-i18next';
import { useFoods } from '../api/list-foods';
import { useRestaurants } from '../api/list-restaurants';
import { foodsQuery, restaurantsQuery, type FoodFilters } from '../hooks/use-food-filters';
import { useTownNames } from '../hooks/use-town-names';
import { FoodCard } from './food-card';
import { FoodResults, type ActiveFilter } from './food-results';
import { FoodToolbar } from './food-toolbar';
import { RestaurantCard } from './restaurant-card';

/** Props of {@link FoodTabPanel}. */
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

  const chips: ActiveFilter[] = [];
  if (filters.q) chips.push({ key: 'q', label: t('filters.searchChip', { q: filters.q }), onRemove: () => onChange({ q: '' }) });
  if (isFood && filters.category) chips.push({ key: 'category', label: t(`categories.${filters.category}`), onRemove: () => onChange({ category: null }) });
  if (!isFood && filters.town) chips.push({ key: 'town', label: townName(filters.town), onRemove: () => onChange({ town: null }) });

  const cards = isFood
    ? (foods.data?.items ?? []).map((food) => <FoodCard key={food.id} food={food} />)
    : (restaurants.data?.items ?? []).map((restaurant) => <RestaurantCard key={restaurant.id} restaurant={restaurant} townName={townName(restaurant.town)} />);

  return (
    <>
      <FoodToolbar filters={filters} onChange={onChange} towns={towns} townsFailed={townsFailed} isMobile={isMobile} total={data?.total ?? null} />
      <FoodResults
        total={data?.total ?? null}
        page={filters.page}
        totalPages={data?.totalPages ?? 0}
        isPending={query.isPending}
        isFetching={query.isFetching && query.isPlaceholderData}
        error={query.error}
        retry={() => void query.refetch()}
        chips={chips}
        onClearAll={() => onChange({ q: '', category: null, town: null })}
        onPage={(page) => onChange({ page })}
      >
        {cards}
      </FoodResults>
    </>
  );
}
