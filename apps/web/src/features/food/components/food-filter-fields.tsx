/**
 * The filter of the current tab: dish category (food tab) or town (restaurant tab). Inline on
 * desktop, inside the filter drawer on mobile (design.md "Lists").
 */
import { Radio, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOD_CATEGORIES } from '@dali/shared/contracts/food';
import type { Town } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import type { FoodFilters } from '../hooks/use-food-filters';
import { textIn } from '../../../lib/catalog-format';

/** Props of {@link FoodFilterFields}. */
export interface FoodFilterFieldsProps {
  filters: FoodFilters;
  onChange: (patch: Partial<FoodFilters>) => void;
  towns: Town[] | undefined;
  townsFailed: boolean;
  layout: 'inline' | 'stacked';
}

const ALL = '';

/** Category buttons or the town select, with a visible label. */
export function FoodFilterFields({ filters, onChange, towns, townsFailed, layout }: FoodFilterFieldsProps) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  const labelId = useId();
  const townId = useId();

  if (filters.tab === 'food') {
    return (
      <div className={`food-fields food-fields-${layout}`}>
        <div className="food-field">
          <span className="food-field-label" id={labelId}>
            {t('filters.category')}
          </span>
          <Radio.Group
            aria-labelledby={labelId}
            optionType="button"
            buttonStyle="solid"
            value={filters.category ?? ALL}
            onChange={(event) => onChange({ category: FOOD_CATEGORIES.find((category) => category === event.target.value) ?? null })}
            options={[
              { value: ALL, label: t('filters.allCategories') },
              ...FOOD_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
            ]}
          />
        </div>
      </div>
    );
  }

  const option = (town: Town) => ({ value: town.englishName, label: textIn(town.name, locale) });
  const dali = (towns ?? []).filter((town) => town.region === 'Dali');
  const elsewhere = (towns ?? []).filter((town) => town.region !== 'Dali');
  return (
    <div className={`food-fields food-fields-${layout}`}>
      <div className="food-field">
        <label className="food-field-label" htmlFor={townId}>
          {t('filters.town')}
        </label>
        <Select
          id={townId}
          className="food-select"
          value={filters.town ?? ALL}
          onChange={(value: string) => onChange({ town: value || null })}
          options={[
            { value: ALL, label: t('filters.allTowns') },
            ...(dali.length > 0 ? [{ label: t('filters.daliPrefecture'), options: dali.map(option) }] : []),
            ...(elsewhere.length > 0 ? [{ label: t('filters.elsewhere'), options: elsewhere.map(option) }] : []),
          ]}
          loading={towns === undefined && !townsFailed}
          status={townsFailed ? 'warning' : undefined}
          notFoundContent={townsFailed ? t('filters.townsFailed') : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
        />
      </div>
    </div>
  );
}
