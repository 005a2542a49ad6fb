import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundJob, BulkAddPreset } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** A job still to finish: its bar moves, its result is not final yet. */
export function isJobActive(job: BackgroundJob | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * One background job (GET /api/admin/jobs/:id) under `queryKeys.job(id)`: the live bridge moves
 * its progress in place on each `admin.jobs` event and fetches the result when it is done.
 * DESIGN: while it runs it is also asked every 5 s, so a dropped socket never freezes the bar.
 */
export function useBackgroundJob(id: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.job(id ?? ''),
    queryFn: () => client.admin.jobs.get(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (isJobActive(query.state.data) ? 5_000 : false),
  });
}

/** Caches a job the server just queued, so its bar shows at once and events find it. */
function useCacheJob() {
  const queryClient = useQueryClient();
  return (job: BackgroundJob) => queryClient.setQueryData(queryKeys.job(job.id), job);
}

/** Starts a bulk add of a preset (20 cryptos, 30 stocks, or all). */
export function useStartBulkAdd() {
  const client = useClient();
  const cacheJob = useCacheJob();
  return useMutation({
    mutationFn: (preset: BulkAddPreset) => client.admin.assets.bulkAdd(preset),
    onSuccess: cacheJob,
  });
}

/** Starts the refresh of every asset's image. */
export function useStartImageRefresh() {
  const client = useClient();
  const cacheJob = useCacheJob();
  return useMutation({
    mutationFn: () => client.admin.assets.refreshImages(),
    onSuccess: cacheJob,
  });
}
