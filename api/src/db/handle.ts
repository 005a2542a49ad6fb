import type { Knex } from 'knex';

/** A knex handle that may be a transaction: repo functions accept either. */
export type Db = Knex | Knex.Transaction;

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own:
 * for writes that must commit together whoever calls them (a session's ending and its event).
 */
export function inTransaction<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
}

/**
 * Runs `then` once `db`'s transaction has committed, or at once when `db` is not a transaction
 * (its statement has). A rolled back transaction runs nothing: what it did never happened.
 */
export function afterCommit(db: Db, then: () => void): void {
  if (db.isTransaction) (db as Knex.Transaction).executionPromise.then(then, () => undefined);
  else then();
}
