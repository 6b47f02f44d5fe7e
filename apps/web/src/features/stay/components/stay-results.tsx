/**
 * The results area of the stay list: count (announced politely), active filters with remove and
 * "clear filters", skeleton cards while loading, an empty state with a way out, an error state
 * with retry, the cards, and paging: previous/next on desktop, "load more" on mobile (spec §2).
 */
import '../../../lib/ui/form-controls.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '../../../lib/ui/list-states';
import { Pager } from '../../../lib/ui/pager';
import type { StayFilters } from '../hooks/use-stay-filters';
import type { PagingMode, StayResults as Results } from '../hooks/use-stay-results';
import { StayCard } from './stay-card';

/** Props of {@link StayResults}. */
export interface StayResultsProps {
  filters: StayFilters;
  results: Results;
  mode: PagingMode;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  townName: (englishName: string) => string;
}

const SKELETON_CARDS = 6;

/** Skeleton cards of the card grid's shape. */
export function StaySkeletonGrid() {
  const { t } = useTranslation('catalog');
  return (
    <div className="stay-grid" aria-busy="true" aria-label={t('results.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="stay-card stay-card-skeleton" aria-hidden="true">
          <div className="skeleton stay-skeleton-cover" />
          <div className="stay-card-body">
            <div className="skeleton stay-skeleton-title" />
            <div className="skeleton stay-skeleton-chips" />
            <div className="skeleton stay-skeleton-line" />
            <div className="skeleton stay-skeleton-line stay-skeleton-short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Count, active filters, cards and paging. */
export function StayResults({ filters, results, mode, onChange, townName }: StayResultsProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const chips = [
    ...(filters.q ? [{ key: 'q', label: t('filters.searchChip', { q: filters.q }), clear: { q: '' } }] : []),
    ...(filters.type ? [{ key: 'type', label: t(`types.${filters.type}`), clear: { type: null } }] : []),
    ...(filters.town ? [{ key: 'town', label: townName(filters.town), clear: { town: null } }] : []),
  ] satisfies { key: string; label: string; clear: Partial<StayFilters> }[];
  const clearAll = () => onChange({ q: '', type: null, town: null });

  const goToPage = (page: number) => {
    onChange({ page });
    // A new page starts at its first card: bring the heading into view and give it focus.
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <section className="stay-results" aria-labelledby="stay-results-heading">
      <div className="stay-results-bar">
        <h2 id="stay-results-heading" ref={headingRef} tabIndex={-1} className="stay-results-count" aria-live="polite">
          {results.total === null
            ? tc('results.loading')
            : mode === 'loadMore' && results.items.length < results.total
              ? t('list.showing', { shown: results.items.length, total: results.total })
              : tc('results.count', { count: results.total })}
        </h2>
        {chips.length > 0 && (
          <div className="stay-active" role="group" aria-label={tc('results.activeFilters')}>
            {chips.map((chip) => (
              <button
                key={chip.key}
                type="button"
                className="stay-filter-chip"
                aria-label={tc('results.removeFilter', { filter: chip.label })}
                onClick={() => onChange(chip.clear)}
              >
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </button>
            ))}
            <button type="button" onClick={clearAll} className="ui-link-button stay-clear">
              {tc('results.clearFilters')}
            </button>
          </div>
        )}
      </div>

      {results.failedEntirely ? (
        <ListError reason={results.error?.message ?? ''} onRetry={results.retry} />
      ) : results.isPending ? (
        <StaySkeletonGrid />
      ) : results.items.length === 0 ? (
        <ListEmpty onClear={chips.length > 0 ? clearAll : undefined} />
      ) : (
        <ul className={`stay-grid${results.isFetching && !results.isLoadingMore ? ' stay-grid-refreshing' : ''}`} aria-busy={results.isFetching}>
          {results.items.map((stay) => (
            <li key={stay.id}>
              <StayCard stay={stay} townName={townName(stay.town)} />
            </li>
          ))}
        </ul>
      )}

      {!results.failedEntirely && results.error && <ListError reason={results.error.message} onRetry={results.retry} />}

      {results.totalPages > 1 && !results.failedEntirely && (
        <StayPaging filters={filters} results={results} mode={mode} onPage={goToPage} onMore={() => onChange({ page: filters.page + 1 }, { replace: true })} />
      )}
    </section>
  );
}

function StayPaging({ filters, results, mode, onPage, onMore }: { filters: StayFilters; results: Results; mode: PagingMode; onPage: (page: number) => void; onMore: () => void }) {
  const { t } = useTranslation('stay');
  if (mode === 'loadMore') {
    if (filters.page >= results.totalPages) return null;
    return (
      <div className="stay-more">
        <button
          type="button"
          className="btn btn-large ui-btn-block"
          // Busy rather than disabled while loading, so keyboard focus stays on the button.
          onClick={() => {
            if (!results.isLoadingMore) onMore();
          }}
          disabled={results.error !== null}
          aria-disabled={results.isLoadingMore || undefined}
          aria-busy={results.isLoadingMore}
        >
          {results.isLoadingMore && <span className="ui-spinner" aria-hidden="true" />}
          {t('list.loadMore')}
        </button>
      </div>
    );
  }
  return <Pager page={Math.min(filters.page, results.totalPages)} totalPages={results.totalPages} onChange={onPage} />;
}
