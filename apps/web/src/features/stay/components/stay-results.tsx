/**
 * The results area of the stay list (lib/catalog-list's results): count, active filters (search,
 * type, town), skeleton cards, empty and error states, the cards, and paging: previous/next on
 * desktop, "load more" on mobile (spec §2).
 */
import { useTranslation } from 'react-i18next';
import { CatalogResults, CatalogSkeletonGrid, type ActiveFilter } from '../../../lib/catalog-list/catalog-results';
import type { StayFilters } from '../hooks/use-stay-filters';
import type { PagingMode, StayResults as Results } from '../hooks/use-stay-results';
import { StayCard } from './stay-card';

export interface StayResultsProps {
  filters: StayFilters;
  results: Results;
  mode: PagingMode;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  townName: (englishName: string) => string;
}

/** Count, active filters, cards and paging. */
export function StayResults({ filters, results, mode, onChange, townName }: StayResultsProps) {
  const { t } = useTranslation('stay');
  const chips: ActiveFilter[] = [];
  if (filters.q) chips.push({ key: 'q', label: t('filters.searchChip', { q: filters.q }), onRemove: () => onChange({ q: '' }) });
  if (filters.type) chips.push({ key: 'type', label: t(`types.${filters.type}`), onRemove: () => onChange({ type: null }) });
  if (filters.town) chips.push({ key: 'town', label: townName(filters.town), onRemove: () => onChange({ town: null }) });
  const partial = mode === 'loadMore' && results.total !== null && results.items.length < results.total;

  return (
    <CatalogResults
      total={results.total}
      countText={partial ? t('list.showing', { shown: results.items.length, total: results.total }) : undefined}
      error={results.error}
      failed={results.failedEntirely}
      retry={results.retry}
      isPending={results.isPending}
      isBusy={results.isFetching}
      refreshing={results.isFetching && !results.isLoadingMore}
      skeleton={<CatalogSkeletonGrid cardClassName="stay-card-skeleton" shortLines={1} />}
      chips={chips}
      onClearAll={() => onChange({ q: '', type: null, town: null })}
      paging={
        mode === 'loadMore'
          ? {
              mode,
              page: filters.page,
              totalPages: results.totalPages,
              onMore: () => onChange({ page: filters.page + 1 }, { replace: true }),
              isLoadingMore: results.isLoadingMore,
              label: t('list.loadMore'),
            }
          : { mode, page: filters.page, totalPages: results.totalPages, onPage: (page) => onChange({ page }) }
      }
    >
      {results.items.map((stay) => (
        <StayCard key={stay.id} stay={stay} townName={townName(stay.town)} />
      ))}
    </CatalogResults>
  );
}
