/**
 * Slices a sorted list into one page (1-based); a page past the end is empty but keeps the total.
 */

/** One page of `T` with its position in the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The `page`-th slice of `pageSize` items of `all`. */
export function paginate<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length, page, pageSize, totalPages: Math.ceil(all.length / pageSize) };
}
