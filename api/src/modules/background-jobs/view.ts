import type { BackgroundJob } from '@tradesim/core';
import type { RealtimeMessage } from '../../realtime/publish.js';
import type { BackgroundJobRow } from './repo.js';

export function toBackgroundJob(row: BackgroundJobRow): BackgroundJob {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: { done: row.progress_done, total: row.progress_total },
    result: row.result,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

/**
 * An `admin.jobs` event: `progress` while it runs, `done` when it ended (succeeded or failed).
 * The result is left out (events stay small: a long results list is read once, on demand) with
 * GET /api/admin/jobs/:id.
 */
export function jobEvent(row: BackgroundJobRow, now: Date): RealtimeMessage {
  const ended = row.status === 'succeeded' || row.status === 'failed';
  return {
    topic: 'admin.jobs',
    event: ended ? 'done' : 'progress',
    data: {
      id: row.id,
      name: row.name,
      status: row.status,
      progress: { done: row.progress_done, total: row.progress_total },
      error: row.error,
    },
    at: now.toISOString(),
  };
}
