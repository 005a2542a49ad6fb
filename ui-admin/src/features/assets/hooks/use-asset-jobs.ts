import type { BulkAddPreset } from '@tradesim/core';
import { useCallback } from 'react';
import {
  isJobActive,
  useBackgroundJob,
  useStartBulkAdd,
  useStartImageRefresh,
} from '../api/use-background-job.js';
import { type JobKind, useTrackedJobs } from './use-tracked-jobs.js';

/**
 * The catalogue's two long jobs as the Bulk Add panel shows them: the bulk add and the image
 * refresh this tab started, each with its live progress and, once done, its results.
 */
export function useAssetJobs() {
  const tracked = useTrackedJobs();
  const bulkAdd = useBackgroundJob(tracked.jobs.bulkAdd);
  const images = useBackgroundJob(tracked.jobs.images);
  const startBulk = useStartBulkAdd();
  const startImages = useStartImageRefresh();
  const { track, forget } = tracked;
  const bulkData = bulkAdd.data;
  const imagesData = images.data;
  return {
    /** Whether this tab follows a job (say, after a reload): the panel then opens by itself. */
    following: tracked.jobs.bulkAdd !== null || tracked.jobs.images !== null,
    bulkAdd,
    images,
    startBulk,
    startImages,
    bulkRunning: startBulk.isPending || isJobActive(bulkData),
    imagesRunning: startImages.isPending || isJobActive(imagesData),
    runBulkAdd: useCallback(
      (preset: BulkAddPreset) => startBulk.mutate(preset, { onSuccess: (job) => track('bulkAdd', job.id) }),
      [startBulk.mutate, track],
    ),
    runImageRefresh: useCallback(
      () => startImages.mutate(undefined, { onSuccess: (job) => track('images', job.id) }),
      [startImages.mutate, track],
    ),
    /** Done: finished jobs are let go; one still running stays followed. */
    forgetFinished: useCallback(() => {
      const finished: JobKind[] = [];
      if (!isJobActive(bulkData)) finished.push('bulkAdd');
      if (!isJobActive(imagesData)) finished.push('images');
      forget(finished);
      startBulk.reset();
      startImages.reset();
    }, [bulkData, imagesData, forget, startBulk.reset, startImages.reset]),
  };
}

export type AssetJobs = ReturnType<typeof useAssetJobs>;
