import { useCallback, useState } from 'react';

export type JobKind = 'bulkAdd' | 'images';
type TrackedJobs = Record<JobKind, string | null>;

const storageKey = 'tradesim.admin.asset-jobs';
const none: TrackedJobs = { bulkAdd: null, images: null };

function load(): TrackedJobs {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<TrackedJobs> | null;
    return {
      bulkAdd: typeof saved?.bulkAdd === 'string' ? saved.bulkAdd : null,
      images: typeof saved?.images === 'string' ? saved.images : null,
    };
  } catch {
    return none;
  }
}

/**
 * The bulk-add and image jobs this tab is following. DESIGN: a job runs on the server for minutes;
 * its id is kept in sessionStorage so leaving the screen (or reloading) and coming back shows
 * its progress and results again, until the admin presses Done.
 */
export function useTrackedJobs() {
  const [jobs, setJobs] = useState<TrackedJobs>(load);
  const save = useCallback((update: (current: TrackedJobs) => TrackedJobs) => {
    setJobs((current) => {
      const next = update(current);
      sessionStorage.setItem(storageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  return {
    jobs,
    track: useCallback(
      (kind: JobKind, id: string) => save((current) => ({ ...current, [kind]: id })),
      [save],
    ),
    /** Stops following these jobs (the finished ones, when the admin presses Done). */
    forget: useCallback(
      (kinds: readonly JobKind[]) =>
        save((current) => {
          const next = { ...current };
          for (const kind of kinds) next[kind] = null;
          return next;
        }),
      [save],
    ),
  };
}
