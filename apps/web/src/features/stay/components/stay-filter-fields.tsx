/**
 * The stay list's filters (spec §2): lodging type, town, sort and stay length. Shown inline above
 * the results on desktop and inside the filter sheet on mobile (design.md "Lists"); the same
 * fields in both places, driven by the URL state. Plain controls: a radio group, native selects
 * (the phone's own picker) and a number field.
 */
import '../../../lib/ui/form-controls.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_SORTS, STAY_TYPES, type Town } from '@dali/shared/contracts/stays';
import { TownSelect } from '../../../lib/catalog-list/town-select';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import type { StayFilters } from '../hooks/use-stay-filters';
import { NightsInput } from './nights-input';

export interface StayFilterFieldsProps {
  filters: StayFilters;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  /** Towns for the town filter; undefined while loading. */
  towns: Town[] | undefined;
  townsFailed: boolean;
  /** `inline`: one wrapping row (desktop); `stacked`: one field per row (sheet). */
  layout: 'inline' | 'stacked';
}

const ALL = '';

/** Type, town, sort and nights controls, each with a visible label. */
export function StayFilterFields({ filters, onChange, towns, townsFailed, layout }: StayFilterFieldsProps) {
  const { t } = useTranslation('stay');
  const ids = { sort: useId(), nights: useId() };

  return (
    <div className={`catalog-list-fields catalog-list-fields-${layout} stay-fields`}>
      <ChoiceGroup
        className="stay-field-type"
        legend={t('filters.type')}
        layout={layout === 'stacked' ? 'wrap' : 'strip'}
        value={filters.type ?? ALL}
        onChange={(value) => onChange({ type: STAY_TYPES.find((type) => type === value) ?? null })}
        options={[{ value: ALL, label: t('filters.allTypes') }, ...STAY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
      />
      <TownSelect ns="stay" value={filters.town} onChange={(town) => onChange({ town })} towns={towns} townsFailed={townsFailed} />
      <div className="ui-field">
        <label className="ui-field-label" htmlFor={ids.sort}>
          {t('filters.sort')}
        </label>
        <select id={ids.sort} className="ui-select catalog-list-select" value={filters.sort} onChange={(event) => onChange({ sort: STAY_SORTS.find((sort) => sort === event.target.value) ?? filters.sort })}>
          {STAY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field-label" htmlFor={ids.nights}>
          {t('filters.nights')}
        </label>
        <NightsInput id={ids.nights} value={filters.nights} onChange={(nights) => onChange({ nights }, { replace: true })} />
      </div>
    </div>
  );
}
