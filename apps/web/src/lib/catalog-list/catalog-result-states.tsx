/**
 * Which of a catalog list's states shows in place of its cards (docs/design.md "Lists"): the load
 * error with retry when nothing could be shown, skeletons before the first answer, the empty state
 * (with "clear filters" when filters are on), else the results themselves.
 */
import type { ReactNode } from 'react';
import { ListEmpty, ListError } from '../ui/list-states';

export interface CatalogResultStatesProps {
  /** Nothing at all could be shown: the error replaces the list. */
  failed: boolean;
  error: Error | null;
  retry: () => void;
  /** No answer yet. */
  isPending: boolean;
  skeleton: ReactNode;
  /** The answer holds no item. */
  isEmpty: boolean;
  /** Clears the filters from the empty state; absent when none are on. */
  onClear?: () => void;
  /** The results, rendered only once there are some (so it may read the answer freely). */
  renderResults: () => ReactNode;
}

/** Error, skeleton, empty state or results, in that order of precedence. */
export function CatalogResultStates({ failed, error, retry, isPending, skeleton, isEmpty, onClear, renderResults }: CatalogResultStatesProps) {
  if (failed) return <ListError reason={error?.message ?? ''} onRetry={retry} />;
  if (isPending) return skeleton;
  if (isEmpty) return <ListEmpty onClear={onClear} />;
  return renderResults();
}
