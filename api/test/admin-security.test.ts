import { randomUUID } from 'node:crypto';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The console's Security screen: the admin's own password and back-office sessions. */
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** A second admin account of its own, so a new password here never touches other tests. */
async function newAdmin(): Promise<{ email: string; password: string; id: string }> {
  const { email, password, userId } = await t.userClient();
  await t.db.knex('profiles').where('id', userId).update({ user_type: 'admin', staff_role: 'owner' });
  return { email, password, id: userId };
}

async function signIn(email: string, password: string): Promise<TradesimClient> {
  const client = t.client();
  await client.admin.auth.login({ email, password });
  return client;
}

/** What the admin changed, in order: their sign-ins (also in the log) left out. */
async function auditActions(adminId: string): Promise<string[]> {
  const rows = await t.db
    .knex('admin_action_logs')
    .where('actor_id', adminId)
    .whereNotIn('action', ['STAFF_SIGN_IN', 'STAFF_SIGN_IN_FAILED'])
    .orderBy('created_at');
  return rows.map((row: { action: string }) => row.action);
}

describe('POST /api/admin/auth/password', () => {
  it('changes the password, keeps this session and ends every other one, user app included', async () => {
    const admin = await newAdmin();
    const console1 = await signIn(admin.email, admin.password);
    const console2 = await signIn(admin.email, admin.password);
    const userApp = t.client();
    await userApp.auth.login({ email: admin.email, password: admin.password });

    await console1.admin.auth.changePassword({
      currentPassword: admin.password,
      newPassword: 'a-new-secret',
    });

    expect((await console1.admin.auth.session()).admin.id).toBe(admin.id);
    await expectAppError(console2.admin.auth.session(), 'ADMIN_SESSION_INVALID');
    await expectAppError(userApp.me.get(), 'SESSION_EXPIRED');
    await expectAppError(signIn(admin.email, admin.password), 'INVALID_CREDENTIALS');
    await signIn(admin.email, 'a-new-secret');
    expect(await auditActions(admin.id)).toEqual(['CHANGE_ADMIN_PASSWORD']);
    const entry = await t.db
      .knex('admin_action_logs')
      .where({ actor_id: admin.id, action: 'CHANGE_ADMIN_PASSWORD' })
      .first();
    expect([entry.old_values, entry.new_values]).toEqual([null, null]);
    // The old password's sign-in was refused, and the security record says so.
    const failed = await t.db
      .knex('admin_action_logs')
      .where({ actor_id: admin.id, action: 'STAFF_SIGN_IN_FAILED' })
      .first();
    expect(failed.new_values).toEqual({ reason: 'INVALID_CREDENTIALS', email: admin.email });
  });

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const admin = await newAdmin();
    const client = await signIn(admin.email, admin.password);
    await expectAppError(
      client.admin.auth.changePassword({ currentPassword: 'not-it', newPassword: 'a-new-secret' }),
      'CURRENT_PASSWORD_INCORRECT',
      'Current password is incorrect',
    );
    await expectAppError(
      client.admin.auth.changePassword({ currentPassword: admin.password, newPassword: 'eleven-char' }),
      'VALIDATION_FAILED',
      'Password must be at least 12 characters long',
    );
    await signIn(admin.email, admin.password);
    expect(await auditActions(admin.id)).toEqual([]);
  });
});

describe('the admin sessions list', () => {
  it('lists this admin’s live back-office sessions only, this one marked current', async () => {
    const admin = await newAdmin();
    const here = await signIn(admin.email, admin.password);
    const other = await signIn(admin.email, admin.password);
    await t.client().auth.login({ email: admin.email, password: admin.password });
    await (await t.adminClient()).admin.auth.session();

    const { items } = await here.admin.auth.sessions.list();
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    const otherId = items.find((item) => !item.current)?.id ?? '';

    await here.admin.auth.sessions.revoke(otherId);
    await expectAppError(other.admin.auth.session(), 'ADMIN_SESSION_INVALID');
    expect((await here.admin.auth.sessions.list()).items.map((item) => item.current)).toEqual([true]);
    expect(await auditActions(admin.id)).toEqual(['REVOKE_ADMIN_SESSION']);
  });

  it('answers "not found" for another admin’s session, a user session or an unknown id', async () => {
    const admin = await newAdmin();
    const client = await signIn(admin.email, admin.password);
    const stranger = await newAdmin();
    const strangerClient = await signIn(stranger.email, stranger.password);
    const [strangerSession] = (await strangerClient.admin.auth.sessions.list()).items;
    const userApp = t.client();
    await userApp.auth.login({ email: admin.email, password: admin.password });
    const [userSession] = (await userApp.sessions.list()).items;

    for (const id of [strangerSession?.id ?? '', userSession?.id ?? '', randomUUID()]) {
      await expectAppError(client.admin.auth.sessions.revoke(id), 'SESSION_NOT_FOUND');
    }
    expect((await strangerClient.admin.auth.session()).admin.id).toBe(stranger.id);
    expect((await userApp.me.get()).id).toBe(admin.id);
    expect(await auditActions(admin.id)).toEqual([]);
  });

  it('signs this console out when it revokes its own session', async () => {
    const admin = await newAdmin();
    const client = await signIn(admin.email, admin.password);
    const [current] = (await client.admin.auth.sessions.list()).items;
    await client.admin.auth.sessions.revoke(current?.id ?? '');
    await expectAppError(client.admin.auth.session(), 'ADMIN_SESSION_INVALID');
  });
});
