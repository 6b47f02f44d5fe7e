/**
 * The active filters as removable chips, and "clear filters" (docs/design.md "Lists": result count
 * and active filters visible).
 */
import { useTranslation } from 'react-i18next';
import { NARROWING_KEYS, countActive, type AttractionFilters, type FiltersPatch } from '../hooks/attraction-filters';
import { CloseIcon } from './icons';

export interface ActiveFiltersProps {
  filters: AttractionFilters;
  onChange: (patch: FiltersPatch) => void;
  onClear: () => void;
}

/** Chips of the set filters; nothing when none is set. */
export function ActiveFilters({ filters, onChange, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  if (countActive(filters) === 0) return null;
  const labelOf = (key: (typeof NARROWING_KEYS)[number]): string | null => {
    switch (key) {
      case 'q':
        return filters.q ? t('attractions:list.searchChip', { q: filters.q }) : null;
      case 'type':
        return filters.type && t(`attractions:types.${filters.type}`);
      case 'region':
        return filters.region && t(`attractions:regions.${filters.region}`);
      case 'minRating':
        if (filters.minRating === null) return null;
        return filters.minRating === 5 ? t('attractions:list.ratingFive') : t('attractions:list.ratingAtLeast', { rating: filters.minRating });
      case 'openStatus':
        return filters.openStatus && t(`attractions:openFilter.${filters.openStatus}`);
      default:
        return null;
    }
  };
  return (
    <div className="active-filters" role="group" aria-label={t('catalog:results.activeFilters')}>
      {NARROWING_KEYS.map((key) => {
        const label = labelOf(key);
        if (!label) return null;
        return (
          <button
            key={key}
            type="button"
            className="filter-chip"
            onClick={() => onChange({ [key]: key === 'q' ? '' : null })}
            aria-label={t('catalog:results.removeFilter', { filter: label })}
          >
            <span>{label}</span>
            <CloseIcon />
          </button>
        );
      })}
      <button type="button" className="btn btn-text clear-filters" onClick={onClear}>
        {t('catalog:results.clearFilters')}
      </button>
    </div>
  );
}
