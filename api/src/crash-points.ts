import type { Logger } from 'pino';

/**
 * The moments of a keyed money request where a crash tells the most (between claiming its key,
 * committing its change and answering). With TRADESIM_TEST_CRASH_AT set (tests only), the
 * process kills itself with SIGKILL the first time it reaches that moment: a real crash, with no
 * catch block or rollback of ours running, so the tests see what a power cut would leave behind.
 */
export const crashPoints = [
  /** The key is claimed in the request's transaction; nothing else is written yet. */
  'key-claimed',
  /** The change is written but not committed, its answer not recorded. */
  'change-written',
  /** The answer is recorded beside the change; COMMIT not sent yet. */
  'answer-recorded',
  /** A purchase is planned and about to be sent to the database. */
  'purchase-before-write',
  /** The change and its answer committed; the answer is not sent yet. */
  'committed',
] as const;

export type CrashPoint = (typeof crashPoints)[number];

/** Reached a crash point: a no-op unless the process was started to die there. */
export type Crash = (point: CrashPoint) => void;

export function crashAt(target: CrashPoint | undefined, log: Logger): Crash {
  if (!target) return () => undefined;
  log.warn(
    { crashAt: target },
    'TRADESIM_TEST_CRASH_AT is set: this process kills itself there. Tests only.',
  );
  return (point) => {
    if (point !== target) return;
    log.fatal({ crashAt: point }, 'crashing on purpose (TRADESIM_TEST_CRASH_AT)');
    process.kill(process.pid, 'SIGKILL');
  };
}
