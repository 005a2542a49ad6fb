import { Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import type { AssetJobs } from '../hooks/use-asset-jobs.js';
import { BulkAddResults } from './bulk-add-results.js';
import { JobProgress } from './job-progress.js';

/** DESIGN: the spec names no text for a bulk add the server would not start, or lost track of. */
const startFailed = 'Failed to start the bulk add';
const followFailed = 'Failed to load the bulk add progress';

/** The bulk add being followed: a refusal to start, its live bar, then its results. */
export function BulkAddJob({ jobs }: { jobs: AssetJobs }) {
  const job = jobs.bulkAdd.data;
  if (jobs.startBulk.isError)
    return <Notice tone="error">{errorMessage(jobs.startBulk.error, startFailed)}</Notice>;
  if (jobs.bulkAdd.isError && !job) {
    return <Notice tone="error">{errorMessage(jobs.bulkAdd.error, followFailed)}</Notice>;
  }
  if (!job) return null;
  const finished = job.status === 'succeeded' || job.status === 'failed';
  return (
    <>
      <JobProgress job={job} label="Bulk add progress" verb="Adding assets" />
      {finished && <BulkAddResults job={job} />}
    </>
  );
}
