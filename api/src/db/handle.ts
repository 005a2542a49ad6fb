import type { Knex } from 'knex';

/** A knex handle that may be a transaction: repo functions accept either. */
export type Db = Knex | Knex.Transaction;
