import type { Db } from '../../context.js';

/** A customer as an approver sees them: who, how long with us, and what they hold now. */
export interface CustomerFactsRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  balance: string;
  created_at: Date;
  last_login_at: Date | null;
}

export async function findCustomerFacts(db: Db, id: string): Promise<CustomerFactsRow | undefined> {
  return db('profiles')
    .where({ id, user_type: 'regular' })
    .first('id', 'email', 'first_name', 'last_name', 'balance', 'created_at', 'last_login_at');
}
