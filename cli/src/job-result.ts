import type { BackgroundJob } from '@tradesim/core';
import { cellText } from './table.js';

export interface Outcome {
  added: number;
  skipped: number;
  failed: number;
}

interface ItemResult {
  symbol?: unknown;
  type?: unknown;
  status?: unknown;
  message?: unknown;
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** `{added, skipped, failed}` of a finished bulk-add job (core `BulkAddResult`). */
export function jobOutcome(job: BackgroundJob): Outcome {
  const result = job.result ?? {};
  return { added: count(result.added), skipped: count(result.skipped), failed: count(result.failed) };
}

/** One line per symbol the job could not add, with the reason it gives. */
export function failureLines(job: BackgroundJob): string[] {
  const results = job.result?.results;
  if (!Array.isArray(results)) return [];
  return (results as ItemResult[])
    .filter((item) => item?.status === 'failed')
    .map(
      (item) =>
        `  ${cellText(String(item.symbol))} (${cellText(String(item.type))}): ${cellText(String(item.message ?? 'failed'))}`,
    );
}

export function formatOutcome(outcome: Outcome): string {
  return `added ${outcome.added}, skipped ${outcome.skipped}, failed ${outcome.failed}`;
}
