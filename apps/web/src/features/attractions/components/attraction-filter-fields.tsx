/**
 * The attraction filters (spec §3: type, region, rating above 3/4/5, open status) as labelled
 * native selects (keyboard, screen readers and the phone's own picker for free). The list page
 * shows them inline on desktop and in a bottom sheet under 768 px.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRACTION_REGIONS, ATTRACTION_TYPES, OPEN_STATUS_FILTERS } from '@dali/shared/contracts/attractions';
import { MIN_RATINGS, type AttractionFilters, type FiltersPatch } from '../hooks/attraction-filters';

export interface AttractionFilterFieldsProps {
  filters: AttractionFilters;
  onChange: (patch: FiltersPatch) => void;
  /** `inline` lays the fields in a row, `stacked` one under another (filter sheet). */
  layout: 'inline' | 'stacked';
}

/** Value of the "any" option, i.e. no filter. */
const ANY = '';

/** Type, region, rating and open-status selects. */
export function AttractionFilterFields({ filters, onChange, layout }: AttractionFilterFieldsProps) {
  const { t } = useTranslation('attractions');
  const id = useId();
  const any = { value: ANY, label: t('list.any') };
  const fields = [
    {
      key: 'type',
      label: t('list.type'),
      value: filters.type ?? ANY,
      options: [any, ...ATTRACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))],
      onSelect: (value: string) => onChange({ type: ATTRACTION_TYPES.find((type) => type === value) ?? null }),
    },
    {
      key: 'region',
      label: t('list.region'),
      value: filters.region ?? ANY,
      options: [any, ...ATTRACTION_REGIONS.map((region) => ({ value: region, label: t(`regions.${region}`) }))],
      onSelect: (value: string) => onChange({ region: ATTRACTION_REGIONS.find((region) => region === value) ?? null }),
    },
    {
      key: 'minRating',
      label: t('list.rating'),
      value: filters.minRating === null ? ANY : String(filters.minRating),
      options: [
        any,
        ...MIN_RATINGS.map((rating) => ({
          value: String(rating),
          label: rating === 5 ? t('list.ratingFive') : t('list.ratingAtLeast', { rating }),
        })),
      ],
      onSelect: (value: string) => onChange({ minRating: MIN_RATINGS.find((rating) => String(rating) === value) ?? null }),
    },
    {
      key: 'openStatus',
      label: t('list.openStatus'),
      value: filters.openStatus ?? ANY,
      options: [any, ...OPEN_STATUS_FILTERS.map((status) => ({ value: status, label: t(`openFilter.${status}`) }))],
      onSelect: (value: string) => onChange({ openStatus: OPEN_STATUS_FILTERS.find((status) => status === value) ?? null }),
    },
  ];
  return (
    <div className={`filter-fields filter-fields-${layout}`}>
      {fields.map((field) => (
        <div className="filter-field" key={field.key}>
          <label htmlFor={`${id}-${field.key}`} className="filter-label">
            {field.label}
          </label>
          <select
            id={`${id}-${field.key}`}
            value={field.value}
            onChange={(event) => field.onSelect(event.target.value)}
            className="field-select filter-select"
            data-filter={field.key}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
