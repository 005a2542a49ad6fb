/**
 * A value read from the database once and served from memory until something says it changed
 * (`invalidate`, called by the events of the change) or it is `maxAgeMs` old. The age bound is
 * the safety net for a change that published no event (an operator's SQL): it reaches every
 * instance within that time.
 *
 * Loads are single-flight: the requests that find it stale share one read. A change heard while
 * a load runs makes that load's result stale at once (it may have read the old row), so the
 * next request reads again.
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cachedValue<T>(
  load: () => Promise<T>,
  options: { maxAgeMs: number; now?: () => number },
): CachedValue<T> {
  const now = options.now ?? (() => performance.now());
  let value: { data: T; loadedAt: number } | null = null;
  let generation = 0;
  let loading: Promise<T> | null = null;

  function startLoad(): Promise<T> {
    const started = generation;
    const loadedAt = now();
    const pending = load().then(
      (data) => {
        if (started === generation) value = { data, loadedAt };
        if (loading === pending) loading = null;
        return data;
      },
      (error: unknown) => {
        if (loading === pending) loading = null;
        throw error;
      },
    );
    loading = pending;
    return pending;
  }

  return {
    get() {
      if (value && now() - value.loadedAt < options.maxAgeMs) return Promise.resolve(value.data);
      return loading ?? startLoad();
    },
    invalidate() {
      generation += 1;
      value = null;
      loading = null;
    },
  };
}
