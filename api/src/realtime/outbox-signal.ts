import type { Knex } from 'knex';
import type { Db } from '../db/handle.js';

/**
 * A hint, within this process, that outbox rows have committed: the outbox tails poll at once
 * instead of at their next tick. Only a hint: a tail that hears it finds nothing new, or a tail
 * of another database in the same process (tests) hears it too; both cost one empty read.
 */
const listeners = new Set<() => void>();

export function onOutboxWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxWritten(): void {
  for (const listener of listeners) listener();
}

/**
 * Signals once `db`'s transaction has committed (at once when `db` is not a transaction: its
 * statement has). A rolled back transaction signals nothing; its events never existed.
 */
export function signalAfterCommit(db: Db): void {
  if (db.isTransaction) (db as Knex.Transaction).executionPromise.then(signalOutboxWritten, () => undefined);
  else signalOutboxWritten();
}
