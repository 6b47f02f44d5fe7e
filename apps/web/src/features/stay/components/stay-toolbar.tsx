/**
 * Search and filters of the stay list: filters inline on desktop, in a bottom sheet on mobile
 * (design.md "Lists"); the sheet's button shows how many filters are on.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town } from '@dali/shared/contracts/stays';
import { FilterSheet } from '../../../lib/ui/filter-sheet';
import { SearchField } from '../../../lib/ui/search-field';
import { countActiveFilters, type StayFilters } from '../hooks/use-stay-filters';
import { StayFilterFields } from './stay-filter-fields';

/** Props of {@link StayToolbar}. */
export interface StayToolbarProps {
  filters: StayFilters;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  towns: Town[] | undefined;
  townsFailed: boolean;
  isMobile: boolean;
  /** Result total for the sheet's "show results" button; null while unknown. */
  total: number | null;
}

/** Search field plus inline filters or a filter sheet. */
export function StayToolbar({ filters, onChange, towns, townsFailed, isMobile, total }: StayToolbarProps) {
  const { t } = useTranslation('stay');
  const [open, setOpen] = useState(false);
  const active = countActiveFilters({ ...filters, q: '' });
  const fields = (layout: 'inline' | 'stacked') => (
    <StayFilterFields filters={filters} onChange={onChange} towns={towns} townsFailed={townsFailed} layout={layout} />
  );
  const search = (
    <SearchField
      className="stay-search"
      value={filters.q}
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      onSearch={(q) => onChange({ q }, { replace: true })}
    />
  );

  if (!isMobile) {
    return (
      <section className="stay-toolbar" aria-label={t('filters.title')}>
        {search}
        {fields('inline')}
      </section>
    );
  }
  return (
    <section className="stay-toolbar stay-toolbar-mobile" aria-label={t('filters.title')}>
      {search}
      <button type="button" className="btn stay-drawer-button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('filters.open')}
        {active > 0 && (
          <span className="stay-filter-count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('filters.activeCount', { count: active })}</span>
          </span>
        )}
      </button>
      <FilterSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        footer={
          <button type="button" className="btn btn-primary btn-large" onClick={() => setOpen(false)}>
            {total === null ? t('filters.done') : t('filters.showResults', { count: total })}
          </button>
        }
      >
        {fields('stacked')}
      </FilterSheet>
    </section>
  );
}
