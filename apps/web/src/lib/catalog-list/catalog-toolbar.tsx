/**
 * The search and filters bar of a catalog list (stay, food): the search field, then the filters
 * inline on desktop, or on mobile a "Filters" button (showing how many are on) that opens them in
 * a bottom sheet (design.md "Lists").
 */
import './catalog-list.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../ui/search-field';
import { CatalogFilterSheet } from './catalog-filter-sheet';
import type { CatalogListNamespace } from './catalog-namespace';

export interface CatalogToolbarProps {
  /** Namespace of the list's `filters.*` texts; also its class prefix (`stay-toolbar`, `stay-drawer-button`), which feature styles and journeys select by. */
  ns: CatalogListNamespace;
  /** The search in force (from the URL), and what to do with a new one. */
  q: string;
  onSearch: (q: string) => void;
  /** The list's filter fields in either layout: `inline` (desktop row) or `stacked` (sheet). */
  renderFields: (layout: 'inline' | 'stacked') => ReactNode;
  /** How many filters (search aside) are on; shown on the sheet's button. */
  activeCount: number;
  isMobile: boolean;
  /** Result total for the sheet's "show results" button; null while unknown. */
  total: number | null;
}

/** Search field plus inline filters or a filter sheet. */
export function CatalogToolbar({ ns, q, onSearch, renderFields, activeCount, isMobile, total }: CatalogToolbarProps) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const search = (
    <SearchField className={`catalog-list-search ${ns}-search`} value={q} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} onSearch={onSearch} />
  );

  if (!isMobile) {
    return (
      <section className={`catalog-list-toolbar ${ns}-toolbar`} aria-label={t('filters.title')}>
        {search}
        {renderFields('inline')}
      </section>
    );
  }
  return (
    <section className={`catalog-list-toolbar catalog-list-toolbar-mobile ${ns}-toolbar`} aria-label={t('filters.title')}>
      {search}
      <button
        type="button"
        className={`btn catalog-list-drawer-button ${ns}-drawer-button`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('filters.open')}
        {activeCount > 0 && (
          <span className="catalog-list-filter-count">
            <span aria-hidden="true">{activeCount}</span>
            <span className="visually-hidden">{t('filters.activeCount', { count: activeCount })}</span>
          </span>
        )}
      </button>
      <CatalogFilterSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        doneLabel={total === null ? t('filters.done') : t('filters.showResults', { count: total })}
      >
        {renderFields('stacked')}
      </CatalogFilterSheet>
    </section>
  );
}
