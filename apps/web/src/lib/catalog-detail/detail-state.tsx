/**
 * Which state a catalog detail page (attraction, dish, restaurant, lodging, stored plan) shows in
 * place of its content: the "not found" state for an id the catalog does not know, the content once
 * it has loaded, the load error with its retry, else the skeleton of the page's shape.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../ui/result-state';

/** The state a detail page is in, in order of precedence. */
export type DetailPhase = 'missing' | 'content' | 'error' | 'loading';

/** What the page knows of its record: it is unknown, it has arrived, or its load failed. */
export interface DetailQueryState<T> {
  /** No id, or the server answered that the id is unknown (404). */
  missing: boolean;
  /** The record, once loaded (undefined until then). */
  data: T | undefined;
  /** The failure of the last load, if any. */
  error: Error | null;
}

/**
 * The phase of a detail page: "missing" beats the record (an id that went unknown on a refetch no
 * longer shows its stale record), the record beats an error, and nothing at all yet is "loading".
 */
export function detailPhase<T>({ missing, data, error }: DetailQueryState<T>): DetailPhase {
  if (missing) return 'missing';
  if (data !== undefined) return 'content';
  if (error) return 'error';
  return 'loading';
}

/** Props of {@link DetailState}: the query's state and what each phase draws. */
export interface DetailStateProps<T> extends DetailQueryState<T> {
  /** The "not found" state (its own way back to the list included). */
  missingState: ReactNode;
  /** The content; called only once the record has arrived. */
  renderContent: (data: T) => ReactNode;
  /** The load error with a way to retry; called only when the load failed. */
  renderError: (error: Error) => ReactNode;
  /** The page's shape while it loads. */
  skeleton: ReactNode;
}

/** Draws the not-found state, the content, the error or the skeleton, whichever the phase calls for. */
export function DetailState<T>(props: DetailStateProps<T>) {
  switch (detailPhase(props)) {
    case 'missing':
      return props.missingState;
    case 'content':
      return props.renderContent(props.data as T);
    case 'error':
      return props.renderError(props.error as Error);
    default:
      return props.skeleton;
  }
}

/** Props of {@link DetailNotFound}; texts are already translated. */
export interface DetailNotFoundProps {
  title: string;
  body: string;
  /** The main way out (e.g. back to the list), drawn as the primary button before "home". */
  action: { to: string; label: string };
}

/** A whole-page "this id is unknown" state with the main way out and a link home (spec §8). */
export function DetailNotFound({ title, body, action }: DetailNotFoundProps) {
  const { t } = useTranslation('common');
  return (
    <ResultState tone="warning" level={1} title={title} body={body}>
      <Link to={action.to} className="btn btn-primary">
        {action.label}
      </Link>
      <Link to="/" className="btn">
        {t('notFound.home')}
      </Link>
    </ResultState>
  );
}
