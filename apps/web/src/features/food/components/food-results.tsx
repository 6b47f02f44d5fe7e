/**
 * The results area shared by both tabs: count (announced politely), active filters with remove and
 * "clear filters", skeleton cards while loading, an empty state with a way out, an error state with
 * retry, the cards, and previous/next paging.
 */
import '../../../lib/ui/form-controls.css';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '../../../lib/ui/list-states';
import { Pager } from '../../../lib/ui/pager';

/** One active filter chip; `onRemove` clears just that filter. */
export interface ActiveFilter {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Props of {@link FoodResults}. */
export interface FoodResultsProps {
  /** Matching items in all pages; null until the first answer. */
  total: number | null;
  page: number;
  totalPages: number;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  retry: () => void;
  chips: ActiveFilter[];
  onClearAll: () => void;
  onPage: (page: number) => void;
  /** The cards, one per item, already keyed. */
  children: ReactNode[];
}

const SKELETON_CARDS = 6;

/** Count, active filters, cards and paging. */
export function FoodResults({ total, page, totalPages, isPending, isFetching, error, retry, chips, onClearAll, onPage, children }: FoodResultsProps) {
  const { t } = useTranslation('catalog');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failed = error !== null && total === null;
  const goTo = (next: number) => {
    onPage(next);
    // A new page starts at its first card: bring the count heading into view and give it focus.
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  let body: ReactNode;
  if (failed) {
    body = <ListError reason={error.message} onRetry={retry} />;
  } else if (isPending) {
    body = (
      <div className="food-grid" aria-busy="true" aria-label={t('results.loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="food-card food-card-skeleton" aria-hidden="true">
            <div className="skeleton food-skeleton-cover" />
            <div className="food-card-body">
              <div className="skeleton food-skeleton-title" />
              <div className="skeleton food-skeleton-chips" />
              <div className="skeleton food-skeleton-line" />
              <div className="skeleton food-skeleton-line food-skeleton-short" />
              <div className="skeleton food-skeleton-line food-skeleton-short" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (children.length === 0) {
    body = <ListEmpty onClear={chips.length > 0 ? onClearAll : undefined} />;
  } else {
    body = (
      <ul className={`food-grid${isFetching ? ' food-grid-refreshing' : ''}`} aria-busy={isFetching}>
        {children.map((card, i) => (
          <li key={i}>{card}</li>
        ))}
      </ul>
    );
  }

  const shownPage = Math.min(page, Math.max(totalPages, 1));
  return (
    <section className="food-results" aria-labelledby="food-results-heading">
      <div className="food-results-bar">
        <h2 id="food-results-heading" ref={headingRef} tabIndex={-1} className="food-results-count" aria-live="polite">
          {total === null ? t('results.loading') : t('results.count', { count: total })}
        </h2>
        {chips.length > 0 && (
          <div className="food-active" role="group" aria-label={t('results.activeFilters')}>
            {chips.map((chip) => (
              <button key={chip.key} type="button" className="food-filter-chip" aria-label={t('results.removeFilter', { filter: chip.label })} onClick={chip.onRemove}>
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </button>
            ))}
            <button type="button" onClick={onClearAll} className="ui-link-button food-clear">
              {t('results.clearFilters')}
            </button>
          </div>
        )}
      </div>
      {body}
      {error !== null && !failed && <ListError reason={error.message} onRetry={retry} />}
      {!failed && <Pager page={shownPage} totalPages={totalPages} onChange={goTo} />}
    </section>
  );
}
