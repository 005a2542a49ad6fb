import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-message.js';
import type { QueryLike } from '../lib/query-like.js';
import { ErrorState, LoadingState } from './states.js';

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * The failure's text. A string is the fallback for a failure that is not an AppError (an
   * AppError carries the spec's wording, which is shown instead); a function writes the screen's
   * whole sentence ("Error loading assets: ...").
   */
  errorText: string | ((error: unknown) => string);
  /** The spinner's text ('Loading...' by default), or what stands in instead (a skeleton). */
  loading?: ReactNode;
  /** Shown instead of the data when there is none: an empty array, or what `isEmpty` says. */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  /**
   * A failed refetch leaves what was loaded on screen instead of replacing it by the failure
   * (a list whose rows stay while a refresh or a later page fails; the view may say so itself).
   */
  keepData?: boolean;
  children(data: T): ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a view drawn from a query, the same on every screen: loading (a status screen
 * readers announce), failed (an alert with the message and a Retry that reads again), empty,
 * or the data handed to `children`.
 */
export function QueryState<T>({
  query,
  errorText,
  loading,
  empty,
  isEmpty = isEmptyArray,
  keepData = false,
  children,
}: QueryStateProps<T>) {
  const { data } = query;
  if (query.isError && (data === undefined || !keepData)) {
    const message =
      typeof errorText === 'string' ? errorMessage(query.error, errorText) : errorText(query.error);
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) {
    return loading === undefined || typeof loading === 'string' ? <LoadingState text={loading} /> : loading;
  }
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
