/**
 * The filter of the current tab: dish category (food tab), or town and diet (restaurant tab). Inline on
 * desktop, inside the filter sheet on mobile (design.md "Lists"). Plain controls: a radio group
 * and a native select (the phone's own picker).
 */
import '../../../lib/ui/form-controls.css';
import { useTranslation } from 'react-i18next';
import { FOOD_CATEGORIES, RESTAURANT_DIETS } from '@dali/shared/contracts/food';
import type { Town } from '@dali/shared/contracts/stays';
import { TownSelect } from '../../../lib/catalog-list/town-select';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import type { FoodFilters } from '../hooks/use-food-filters';

export interface FoodFilterFieldsProps {
  filters: FoodFilters;
  onChange: (patch: Partial<FoodFilters>) => void;
  towns: Town[] | undefined;
  townsFailed: boolean;
  layout: 'inline' | 'stacked';
}

const ALL = '';

/** Category buttons, or the town select and diet buttons, with visible labels. */
export function FoodFilterFields({ filters, onChange, towns, townsFailed, layout }: FoodFilterFieldsProps) {
  const { t } = useTranslation('food');
  return (
    <div className={`catalog-list-fields catalog-list-fields-${layout} food-fields`}>
      {filters.tab === 'food' ? (
        <ChoiceGroup
          legend={t('filters.category')}
          layout={layout === 'stacked' ? 'wrap' : 'strip'}
          value={filters.category ?? ALL}
          onChange={(value) => onChange({ category: FOOD_CATEGORIES.find((category) => category === value) ?? null })}
          options={[
            { value: ALL, label: t('filters.allCategories') },
            ...FOOD_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
        />
      ) : (
        <>
          <TownSelect ns="food" value={filters.town} onChange={(town) => onChange({ town })} towns={towns} townsFailed={townsFailed} />
          <ChoiceGroup
            legend={t('restaurant.dietFilter')}
            layout={layout === 'stacked' ? 'wrap' : 'strip'}
            value={filters.diet ?? ALL}
            onChange={(value) => onChange({ diet: RESTAURANT_DIETS.find((diet) => diet === value) ?? null })}
            options={[
              { value: ALL, label: t('restaurant.dietAny') },
              { value: 'vegetarian', label: t('restaurant.dietVegetarian') },
              { value: 'halal', label: t('restaurant.dietHalal') },
            ]}
          />
        </>
      )}
    </div>
  );
}
