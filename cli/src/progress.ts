import type { BackgroundJob } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { cliIo } from './io.js';

/** `[██████░░░░░░] 12/50` for `done` of `total` steps. */
export function renderBar(done: number, total: number, width = 30): string {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  const filled = Math.round(ratio * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`;
}

interface Stream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A one-line bar redrawn in place on stderr; silent when stderr is not a terminal (logs, CI). */
export function progressBar(label: string, stream: Stream = cliIo().stderr) {
  const enabled = Boolean(stream.isTTY);
  let drawn = false;
  let last = '';
  return {
    update(done: number, total: number): void {
      const line = `${label} ${renderBar(done, total)}`;
      if (!enabled || line === last) return;
      stream.write(`\r${line}\u001b[K`);
      last = line;
      drawn = true;
    },
    stop(): void {
      if (drawn) stream.write('\n');
      drawn = false;
      last = '';
    },
  };
}

const finished = (job: BackgroundJob) => job.status === 'succeeded' || job.status === 'failed';

/** Polls a background job until it ends, drawing its progress; returns the final job. */
export async function followJob(
  client: TradesimClient,
  job: BackgroundJob,
  options: { label: string; intervalMs?: number },
): Promise<BackgroundJob> {
  const bar = progressBar(options.label);
  let current = job;
  try {
    while (!finished(current)) {
      bar.update(current.progress.done, current.progress.total);
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
      current = await client.admin.jobs.get(current.id);
    }
    bar.update(current.progress.done, current.progress.total);
  } finally {
    bar.stop();
  }
  return current;
}
