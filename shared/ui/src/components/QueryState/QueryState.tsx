import type { ReactNode } from 'react';
import { LoadFailed } from '../LoadFailed/LoadFailed';

/**
 * The part of a TanStack query result (`useQuery`, `useInfiniteQuery`) that {@link QueryState}
 * reads — any object of this shape will do, so the kit itself runs no query.
 */
export interface QueryLike<T> {
  /** The answer; `undefined` while there is none (a cached `null` counts as "no data" too). */
  data: T | undefined;
  /** No answer yet (TanStack `status === 'pending'`). */
  isPending: boolean;
  /** The last fetch failed (after the query's own retries). */
  isError: boolean;
  /** A fetch is running (Try again shows a loader meanwhile). Default false. */
  isFetching?: boolean;
  /** Asks again for this query only (Try again). */
  refetch: () => unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  /** The query whose state decides what shows. */
  query: QueryLike<T>;
  /** What the content is, e.g. 'Trending Shows' — names the failure for screen readers (LoadFailed's `label`). */
  label: string;
  /** Shown while the query is pending (a skeleton of the content's size). Default nothing. */
  loading?: ReactNode;
  /**
   * Whether the query can run at all. A disabled TanStack query stays pending forever, so with
   * `false` the pending state is not "loading": the empty state (or `children`) shows. Default true.
   */
  enabled?: boolean;
  /**
   * The empty state (the spec's text for "nothing there"), shown when the answer is `null`/`undefined`
   * or `isEmpty(data)`. Omitted: an empty answer goes to `children` (e.g. a carousel with its own
   * empty text) and a `null` answer shows nothing.
   */
  empty?: ReactNode;
  /** Whether an answer counts as empty (only with `empty`). Default: an array with no item. */
  isEmpty?: (data: T) => boolean;
  /** Height of the content (px or CSS length) the failure stands in for, so nothing shifts. */
  minHeight?: number | string;
  /** The content, given the answer (never null/undefined here). */
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The four states of a TMDB-backed view, told apart (architecture §4 "Failures"): pending →
 * `loading`; failed with no answer to show (the last fetch failed, after its retries, and the data
 * is `null`/`undefined`) → {@link LoadFailed}, "We couldn't load this right now." with 'Try again',
 * which calls `query.refetch()` — that query only — and shows a loader while `isFetching`; an empty
 * answer → `empty`; otherwise `children(data)`. Stale data whose background refetch failed stays on
 * screen. A failure is never shown as "nothing found", nor an empty answer as a failure.
 * Presentational: give it the result of a query hook.
 * @example <QueryState query={trending} label="Trending Shows" loading={<CarouselSkeleton />}>{(shows) => <ShowCarousel shows={shows} />}</QueryState>
 */
export function QueryState<T>({
  query,
  label,
  loading = null,
  enabled = true,
  empty,
  isEmpty = emptyArray,
  minHeight,
  children,
}: QueryStateProps<T>): ReactNode {
  const { data } = query;
  if (enabled && query.isPending) return loading;
  if (query.isError && data == null) {
    return <LoadFailed label={label} onRetry={() => void query.refetch()} retrying={query.isFetching ?? false} minHeight={minHeight} />;
  }
  if (data == null) return empty ?? null;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data as NonNullable<T>);
}
