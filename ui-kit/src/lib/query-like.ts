/**
 * What QueryState reads of a query. A TanStack Query result (plain or infinite) is one as it is;
 * joinQueries makes one of several, and a hook may shape its own (the dashboard's holdings).
 */
export interface QueryLike<T> {
  /** What the last successful read returned; undefined until one has. */
  data: T | undefined;
  error: unknown;
  /** The last read failed (data, if any, is from an earlier one). */
  isError: boolean;
  refetch(): unknown;
}

type Loaded<Q extends QueryLike<unknown>> = Exclude<Q['data'], undefined>;

/**
 * Several queries a view needs together, read as one: loaded once all are, failed when any is
 * (the first failure's error), and Retry asks only the failed ones again.
 */
export function joinQueries<Q extends Record<string, QueryLike<unknown>>>(
  queries: Q,
): QueryLike<{ [K in keyof Q]: Loaded<Q[K]> }> {
  const all = Object.values(queries);
  const failed = all.filter((query) => query.isError);
  const loaded = all.every((query) => query.data !== undefined);
  return {
    data: loaded
      ? (Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.data])) as {
          [K in keyof Q]: Loaded<Q[K]>;
        })
      : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    refetch: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
