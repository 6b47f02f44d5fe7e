/**
 * The results area of a catalog list (stay, food): the count (announced politely), the active
 * filters with remove and "clear filters", skeleton cards while loading, an empty state with a way
 * out, an error state with retry, the cards, and paging: previous/next, or "load more" on mobile
 * (spec §2 offers both; each fits its screen).
 */
import '../ui/form-controls.css';
import './catalog-list.css';
import { isValidElement, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../ui/list-states';
import { Pager } from '../ui/pager';
import { CatalogResultStates } from './catalog-result-states';

/** One active filter chip; `onRemove` clears just that filter. */
export interface ActiveFilter {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Paging of {@link CatalogResults}: numbered pages, or a "load more" button that appends the next page. */
export type CatalogPaging =
  | { mode: 'pager'; page: number; totalPages: number; onPage: (page: number) => void }
  | {
      mode: 'loadMore';
      page: number;
      totalPages: number;
      onMore: () => void;
      /** The next page is on its way: the button is busy, not disabled, so focus stays on it. */
      isLoadingMore: boolean;
      label: string;
    };

export interface CatalogResultsProps {
  /** Matching items in all pages; null until the first answer. */
  total: number | null;
  /** Replaces "N results" once the total is known (e.g. "Showing 12 of 40" while loading more). */
  countText?: string;
  /** The list's last failure, if any: it replaces the list when `failed`, else shows under it. */
  error: Error | null;
  /** Nothing at all could be shown; by default: an error and no total yet. */
  failed?: boolean;
  retry: () => void;
  /** No answer yet: skeleton cards show. */
  isPending: boolean;
  /** An older answer shows while a new one loads: the grid is marked busy (and dimmed with `refreshing`). */
  isBusy: boolean;
  refreshing: boolean;
  skeleton: ReactNode;
  chips: ActiveFilter[];
  onClearAll: () => void;
  paging: CatalogPaging;
  /** The cards, one per item, keyed by item. */
  children: ReactNode[];
}

/** Count, active filters, cards and paging. */
export function CatalogResults(props: CatalogResultsProps) {
  const { total, countText, error, failed = error !== null && total === null, retry, isPending, isBusy, refreshing, skeleton, chips, onClearAll, paging, children } = props;
  const { t } = useTranslation('catalog');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  return (
    <section className="catalog-list-results" aria-labelledby={headingId}>
      <div className="catalog-list-results-bar">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="catalog-list-results-count" aria-live="polite">
          {total === null ? t('results.loading') : (countText ?? t('results.count', { count: total }))}
        </h2>
        {chips.length > 0 && (
          <div className="catalog-list-active" role="group" aria-label={t('results.activeFilters')}>
            {chips.map((chip) => (
              <button key={chip.key} type="button" className="catalog-list-filter-chip" aria-label={t('results.removeFilter', { filter: chip.label })} onClick={chip.onRemove}>
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </button>
            ))}
            <button type="button" onClick={onClearAll} className="ui-link-button catalog-list-clear">
              {t('results.clearFilters')}
            </button>
          </div>
        )}
      </div>
      <CatalogResultStates
        failed={failed}
        error={error}
        retry={retry}
        isPending={isPending}
        skeleton={skeleton}
        isEmpty={children.length === 0}
        onClear={chips.length > 0 ? onClearAll : undefined}
        renderResults={() => (
          <ul className={`catalog-list-grid${refreshing ? ' catalog-list-grid-refreshing' : ''}`} aria-busy={isBusy}>
            {children.map((card, i) => (
              <li key={isValidElement(card) && card.key !== null ? card.key : i}>{card}</li>
            ))}
          </ul>
        )}
      />
      {!failed && error !== null && <ListError reason={error.message} onRetry={retry} />}
      {!failed && <CatalogPager paging={paging} blocked={error !== null} headingRef={headingRef} />}
    </section>
  );
}

function CatalogPager({ paging, blocked, headingRef }: { paging: CatalogPaging; blocked: boolean; headingRef: RefObject<HTMLHeadingElement | null> }) {
  if (paging.mode === 'pager') {
    const goTo = (page: number) => {
      paging.onPage(page);
      // A new page starts at its first card: bring the count heading into view and give it focus.
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    };
    return <Pager page={Math.min(paging.page, Math.max(paging.totalPages, 1))} totalPages={paging.totalPages} onChange={goTo} />;
  }
  if (paging.page >= paging.totalPages) return null;
  return (
    <div className="catalog-list-more">
      <button
        type="button"
        className="btn btn-large ui-btn-block"
        // Busy rather than disabled while loading, so keyboard focus stays on the button.
        onClick={() => {
          if (!paging.isLoadingMore) paging.onMore();
        }}
        disabled={blocked}
        aria-disabled={paging.isLoadingMore || undefined}
        aria-busy={paging.isLoadingMore}
      >
        {paging.isLoadingMore && <span className="ui-spinner" aria-hidden="true" />}
        {paging.label}
      </button>
    </div>
  );
}

export interface CatalogSkeletonGridProps {
  /** Class of each skeleton card beside the kit's (e.g. `food-card-skeleton`), for a feature's own line widths. */
  cardClassName: string;
  /** Short lines under the first full one (the card's facts). */
  shortLines: number;
}

const SKELETON_CARDS = 6;

/** Skeleton cards of the card grid's shape, announced as "loading results". */
export function CatalogSkeletonGrid({ cardClassName, shortLines }: CatalogSkeletonGridProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="catalog-list-grid" role="status" aria-busy="true" aria-label={t('results.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={`catalog-list-card catalog-list-card-skeleton ${cardClassName}`} aria-hidden="true">
          <div className="skeleton catalog-list-skeleton-cover" />
          <div className="catalog-list-card-body">
            <div className="skeleton catalog-list-skeleton-title" />
            <div className="skeleton catalog-list-skeleton-chips" />
            <div className="skeleton catalog-list-skeleton-line" />
            {Array.from({ length: shortLines }, (_, line) => (
              <div key={line} className="skeleton catalog-list-skeleton-line catalog-list-skeleton-short" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
