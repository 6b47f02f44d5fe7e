/**
 * The lodgings to show for the URL state. With the pager (desktop) that is one page; with "load
 * more" (mobile) it is pages 1…`page`, each its own cached query, so a longer list costs only the
 * newly requested page and the URL still says how far the visitor got.
 */
import { useQueries } from '@tanstack/react-query';
import type { StaySummary } from '@dali/shared/contracts/stays';
import { listStaysQueryOptions } from '../api/list-stays';
import { stayListQuery, type StayFilters } from './use-stay-filters';

/** Which paging the list offers (spec §2: "load more or previous/next paging"). */
export type PagingMode = 'pager' | 'loadMore';

/** What the results area needs. */
export interface StayResults {
  items: StaySummary[];
  /** Matching lodgings in all pages; null until the first answer. */
  total: number | null;
  totalPages: number;
  /** First answer not here yet: show skeletons. */
  isPending: boolean;
  /** A newer answer is on its way while older data is shown. */
  isFetching: boolean;
  /** The last requested page is loading (load more). */
  isLoadingMore: boolean;
  /** Error of the first failing page, if any. */
  error: Error | null;
  /** Whether nothing at all could be shown (the first page failed). */
  failedEntirely: boolean;
  retry: () => void;
}

/** Results of the filters in `mode`. */
export function useStayResults(filters: StayFilters, mode: PagingMode): StayResults {
  const pages = mode === 'pager' ? [filters.page] : Array.from({ length: filters.page }, (_, i) => i + 1);
  return useQueries({
    queries: pages.map((page) => listStaysQueryOptions(stayListQuery(filters, page))),
    combine: (results) => {
      const first = results[0];
      const last = results[results.length - 1];
      const failed = results.find((result) => result.isError);
      const items: StaySummary[] = [];
      for (const result of results) if (result.data) items.push(...result.data.items);
      const answered = results.find((result) => result.data)?.data;
      return {
        items,
        total: answered?.total ?? null,
        totalPages: answered?.totalPages ?? 0,
        isPending: first?.data === undefined && !first?.isError,
        isFetching: results.some((result) => result.isFetching),
        isLoadingMore: mode === 'loadMore' && results.length > 1 && last?.data === undefined && !last?.isError,
        error: failed?.error ?? null,
        failedEntirely: first?.isError === true && first.data === undefined,
        retry: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
