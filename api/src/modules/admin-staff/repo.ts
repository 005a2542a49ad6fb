import type { StaffRole } from '@tradesim/core';
import type { Db } from '../../context.js';

export interface StaffRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  staff_role: StaffRole;
  staff_disabled_at: Date | null;
  mfa_enabled: boolean;
  last_login_at: Date | null;
  created_at: Date;
}

const staffColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'staff_role',
  'staff_disabled_at',
  'mfa_enabled',
  'last_login_at',
  'created_at',
];

export async function listStaffRows(db: Db): Promise<StaffRow[]> {
  return db('profiles')
    .where('user_type', 'admin')
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select(staffColumns);
}

export async function lockStaffRow(db: Db, id: string): Promise<StaffRow | undefined> {
  return db('profiles').where({ id, user_type: 'admin' }).forUpdate().first(staffColumns);
}

/**
 * The active owners, locked: two owners demoting each other at once take these locks in turn,
 * and the second sees the first's change (the row no longer matches), so one owner always stays.
 */
export async function lockActiveOwnerIds(db: Db): Promise<string[]> {
  const rows = await db('profiles')
    .where({ user_type: 'admin', staff_role: 'owner' })
    .whereNull('staff_disabled_at')
    .orderBy('id')
    .forUpdate()
    .select('id');
  return rows.map((row: { id: string }) => row.id);
}

export async function writeStaffRow(
  db: Db,
  id: string,
  change: { role: StaffRole; disabledAt: Date | null; now: Date },
): Promise<StaffRow> {
  const [row] = await db('profiles')
    .where('id', id)
    .update({ staff_role: change.role, staff_disabled_at: change.disabledAt, updated_at: change.now })
    .returning(staffColumns);
  return row;
}

export interface StaffInviteRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
}

const inviteColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'invited_by',
  'created_at',
  'expires_at',
];

/** Invitations still open at `now` (not accepted, not expired), newest first. */
export async function listOpenInvites(db: Db, now: Date): Promise<StaffInviteRow[]> {
  return db('staff_invites')
    .whereNull('accepted_at')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .select(inviteColumns);
}

export async function insertInvite(
  db: Db,
  invite: {
    email: string;
    firstName: string;
    lastName: string;
    role: StaffRole;
    tokenHash: string;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<StaffInviteRow> {
  const [row] = await db('staff_invites')
    .insert({
      email: invite.email,
      first_name: invite.firstName,
      last_name: invite.lastName,
      role: invite.role,
      token_hash: invite.tokenHash,
      invited_by: invite.invitedBy,
      created_at: invite.now,
      expires_at: invite.expiresAt,
    })
    .returning(inviteColumns);
  return row;
}

function openInvite(db: Db, tokenHash: string, now: Date) {
  return db('staff_invites')
    .where('token_hash', tokenHash)
    .whereNull('accepted_at')
    .where('expires_at', '>', now);
}

/** An open invitation by its token's hash; undefined when unknown, used or expired. */
export async function findOpenInvite(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffInviteRow | undefined> {
  return openInvite(db, tokenHash, now).first(inviteColumns);
}

/** The same, locked until the transaction ends (accepting it). */
export async function lockOpenInvite(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffInviteRow | undefined> {
  return openInvite(db, tokenHash, now).forUpdate().first(inviteColumns);
}

export async function markInviteAccepted(db: Db, id: string, profileId: string, now: Date): Promise<void> {
  await db('staff_invites').where('id', id).update({ accepted_at: now, accepted_profile_id: profileId });
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db('profiles').where('email', email).first('id')) !== undefined;
}

/** A staff member as they stand (not locked): for what an approver of a change to them sees. */
export async function findStaffRow(db: Db, id: string): Promise<StaffRow | undefined> {
  return db('profiles').where({ id, user_type: 'admin' }).first(staffColumns);
}
