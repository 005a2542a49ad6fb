import { afterCommit, type Db } from '../db/handle.js';
import type { OutboxEvent } from './outbox-repo.js';

/**
 * Within this process: the events of a transaction, as soon as it has committed. The outbox
 * tails read at once instead of at their next tick, and the in-memory read models (read-model/)
 * forget what the events changed before this process handles its next request, so a client
 * that changed something reads its change back from the instance that made it. Every instance
 * also hears the same events from its outbox tail, a few milliseconds later.
 *
 * Process-wide because `publish` runs inside a transaction that carries no context; a listener
 * of another database in the same process (tests) hears it too, which costs one empty read or
 * one needless reload, never a wrong answer.
 */
export type CommitListener = (events: readonly OutboxEvent[]) => void;

const listeners = new Set<CommitListener>();

export function onOutboxWritten(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `events` committed (the purchase statement passes none: its events concern no read model). */
export function signalOutboxWritten(events: readonly OutboxEvent[] = []): void {
  for (const listener of listeners) listener(events);
}

/**
 * Signals once `db`'s transaction has committed (at once when `db` is not a transaction: its
 * statement has). A rolled back transaction signals nothing; its events never existed.
 */
export function signalAfterCommit(db: Db, events: readonly OutboxEvent[]): void {
  afterCommit(db, () => signalOutboxWritten(events));
}
