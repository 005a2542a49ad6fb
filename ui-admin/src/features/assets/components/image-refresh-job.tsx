import { adminScreenMessages } from '@tradesim/core';
import { Notice } from '@tradesim/ui-kit';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import type { AssetJobs } from '../hooks/use-asset-jobs.js';
import { ImageRefreshResults } from './image-refresh-results.js';
import { JobProgress } from './job-progress.js';

/**
 * The image refresh being followed: its live bar, then {updated, already optimal, failed}. A
 * refresh that fails shows the spec's alert text; DESIGN: the details it points to are written to
 * the console, as it says, and shown under it too.
 */
export function ImageRefreshJob({ jobs }: { jobs: AssetJobs }) {
  const job = jobs.images.data;
  const failure = jobs.startImages.isError
    ? errorMessage(jobs.startImages.error, '')
    : job?.status === 'failed'
      ? (job.error ?? '')
      : jobs.images.isError && !job
        ? errorMessage(jobs.images.error, '')
        : null;
  useEffect(() => {
    if (failure !== null) console.error(adminScreenMessages.updateImagesFailed, failure);
  }, [failure]);
  return (
    <>
      {job && <JobProgress job={job} label="Image update progress" verb="Updating images" />}
      {failure !== null && (
        <Notice tone="error" title={adminScreenMessages.updateImagesFailed}>
          {failure || 'No details were given.'}
        </Notice>
      )}
      {job && (job.status === 'succeeded' || job.status === 'failed') && <ImageRefreshResults job={job} />}
    </>
  );
}
