/**
 * The filter of the current tab: dish category (food tab) or town (restaurant tab). Inline on
 * desktop, inside the filter sheet on mobile (design.md "Lists"). Plain controls: a radio group
 * and a native select (the phone's own picker).
 */
import '../../../lib/ui/form-controls.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOD_CATEGORIES } from '@dali/shared/contracts/food';
import type { Town } from '@dali/shared/contracts/stays';
import { textIn } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import type { FoodFilters } from '../hooks/use-food-filters';

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
  const townId = useId();
  const townNoteId = useId();

  if (filters.tab === 'food') {
    return (
      <div className={`food-fields food-fields-${layout}`}>
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
      </div>
    );
  }

  const option = (town: Town) => (
    <option key={town.englishName} value={town.englishName}>
      {textIn(town.name, locale)}
    </option>
  );
  const dali = (towns ?? []).filter((town) => town.region === 'Dali');
  const elsewhere = (towns ?? []).filter((town) => town.region !== 'Dali');
  // A town from the URL that the list does not (yet) hold still shows as chosen.
  const knownTown = filters.town === null || (towns ?? []).some((town) => town.englishName === filters.town);
  return (
    <div className={`food-fields food-fields-${layout}`}>
      <div className="ui-field">
        <label className="ui-field-label" htmlFor={townId}>
          {t('filters.town')}
        </label>
        <select
          id={townId}
          className="ui-select food-select"
          value={filters.town ?? ALL}
          onChange={(event) => onChange({ town: event.target.value || null })}
          aria-busy={towns === undefined && !townsFailed}
          aria-invalid={townsFailed || undefined}
          aria-describedby={townsFailed ? townNoteId : undefined}
        >
          <option value={ALL}>{t('filters.allTowns')}</option>
          {!knownTown && filters.town && <option value={filters.town}>{filters.town}</option>}
          {dali.length > 0 && <optgroup label={t('filters.daliPrefecture')}>{dali.map(option)}</optgroup>}
          {elsewhere.length > 0 && <optgroup label={t('filters.elsewhere')}>{elsewhere.map(option)}</optgroup>}
        </select>
        {townsFailed && (
          <small id={townNoteId} className="food-field-note">
            {t('filters.townsFailed')}
          </small>
        )}
      </div>
    </div>
  );
}
