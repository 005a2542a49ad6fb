import type { CannedResponse, TicketCategory } from '@tradesim/core';
import type { Db } from '../../context.js';

interface CannedResponseRow {
  id: string;
  title: string;
  message: string;
  category: TicketCategory | null;
}

/**
 * Active canned responses ordered by title. Case-insensitive by code point, so PGlite and
 * PostgreSQL (whose default collations may differ) return the same order.
 */
export async function listActiveCannedResponses(db: Db): Promise<CannedResponse[]> {
  const rows: CannedResponseRow[] = await db('support_responses')
    .where('is_active', true)
    .select('id', 'title', 'message', 'category')
    .orderByRaw('lower(title) COLLATE "C", title COLLATE "C", id');
  return rows.map((row) => ({ id: row.id, title: row.title, message: row.message, category: row.category }));
}

/**
 * Whether this profile is an admin, holding it (FOR KEY SHARE) until the transaction ends so it
 * cannot vanish between the check and the assignment that references it.
 */
export async function isAdminProfile(db: Db, profileId: string): Promise<boolean> {
  const row = await db('profiles').where({ id: profileId, user_type: 'admin' }).first('id').forKeyShare();
  return row !== undefined;
}
