import { randomUUID } from 'node:crypto';
import { type StaffRole, staffAccessFor, staffMay, staffRoles } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/clock.js';
import { totpCode } from '../src/modules/mfa/totp.js';
import { allRoutes } from '../src/routes.js';
import { expectAppError } from './support/errors.js';
import { approvedBy, held } from './support/four-eyes.js';
import {
  inviteStaffMember,
  mailedEnrolmentToken,
  mailedInviteToken,
  type StaffMember,
} from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

const clock = testClock();
let t: TestServer;
let owner: TradesimClient;

beforeAll(async () => {
  t = await startTestServer({ clock, testClock: true });
  owner = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

/** A staff member of `role`, invited by the owner and signed in by accepting. */
async function staffMember(role: StaffRole): Promise<StaffMember> {
  const member = await inviteStaffMember(t, owner, role);
  expect((await member.client.admin.auth.session()).admin.role).toBe(role);
  return member;
}

/** A concrete path for a route pattern: ids are fresh UUIDs, a job name is a real one. */
function concrete(path: string): string {
  return path.replace(':name', 'price-tick').replace(/:[a-zA-Z]+/g, () => randomUUID());
}

const adminRoutes = allRoutes({ testClock: true }).filter((route) => route.auth === 'admin');

describe('roles', () => {
  it('makes the first admin an owner, and shows the role and the session in it', async () => {
    const session = await owner.admin.auth.session();
    expect(session.admin.role).toBe('owner');
    expect(session.secondFactor).toBe(false);
    expect(session.requireStaffMfa).toBe(false);
  });

  it('lets every role reach exactly the admin routes of its row, and refuses the rest with ROLE_FORBIDDEN', async () => {
    const clients = new Map<StaffRole, TradesimClient>();
    for (const role of staffRoles)
      clients.set(role, role === 'owner' ? owner : (await staffMember(role)).client);
    // Signing out last: it ends the session the other requests use.
    const ordered = [...adminRoutes].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    const outcomes: string[] = [];
    for (const role of staffRoles) {
      const client = clients.get(role) as TradesimClient;
      for (const route of ordered) {
        if (role === 'owner' && route.path.endsWith('/logout')) continue;
        const allowed = staffMay(role, route.staff ?? 'staff', staffAccessFor(route.method));
        const method = route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const answer = await client
          .request({
            method,
            path: concrete(route.path),
            auth: 'admin',
            body: method === 'GET' ? undefined : {},
          })
          .then(
            () => 'ok',
            (error: { code?: string }) => error.code ?? 'error',
          );
        const refused = answer === 'ROLE_FORBIDDEN';
        if (refused === allowed)
          outcomes.push(`${role} ${route.method.toUpperCase()} ${route.path}: ${answer}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('writes the roles of each admin operation into the OpenAPI document', async () => {
    const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { 'x-staff-roles'?: string[] }>>;
    };
    for (const route of adminRoutes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      const expected = staffRoles.filter((role) =>
        staffMay(role, route.staff ?? 'staff', staffAccessFor(route.method)),
      );
      expect(operation?.['x-staff-roles'], `${route.method} ${route.path}`).toEqual(expected);
    }
  });
});

describe('staff', () => {
  /** The second owner every staff change waits for. */
  let approver: StaffMember;
  beforeAll(async () => {
    approver = await staffMember('owner');
  });

  it('invites by e-mail: the link works once, for 72 hours, and not for an address with an account', async () => {
    const email = `invitee.${randomUUID()}@tradesim.test`;
    const { invite } = await owner.admin.staff.invite({
      email,
      firstName: 'Ina',
      lastName: 'Vite',
      role: 'support',
    });
    expect(invite).toMatchObject({ email, role: 'support' });
    expect((await owner.admin.staff.list()).invites.map((open) => open.email)).toContain(email);
    const token = await mailedInviteToken(t, email);
    const client = t.client();
    await expectAppError(
      client.admin.auth.acceptInvite({ token: 'not-a-token', password: 'staff-password-1' }),
      'INVITE_INVALID',
    );
    const accepted = await client.admin.auth.acceptInvite({ token, password: 'staff-password-1' });
    expect(accepted.admin).toMatchObject({ email, role: 'support', mfaEnabled: false });
    await expectAppError(
      t.client().admin.auth.acceptInvite({ token, password: 'staff-password-2' }),
      'INVITE_INVALID',
    );
    await expectAppError(t.client().admin.auth.invite(token), 'INVITE_INVALID');
    const signedIn = t.client();
    await signedIn.admin.auth.login({ email, password: 'staff-password-1' });
    expect((await signedIn.admin.auth.session()).admin.role).toBe('support');
    await expectAppError(
      owner.admin.staff.invite({ email, firstName: 'Ina', lastName: 'Vite', role: 'finance' }),
      'STAFF_EMAIL_TAKEN',
    );

    const late = `late.${randomUUID()}@tradesim.test`;
    await owner.admin.staff.invite({ email: late, firstName: 'La', lastName: 'Te', role: 'auditor' });
    clock.advance(72 * 3_600_000 + 1);
    await expectAppError(
      t
        .client()
        .admin.auth.acceptInvite({ token: await mailedInviteToken(t, late), password: 'staff-password-1' }),
      'INVITE_INVALID',
    );
    // 72 hours also ended both owners' 24-hour sessions.
    owner = await t.adminClient();
    approver.client = t.client();
    await approver.client.admin.auth.login({ email: approver.email, password: 'staff-password-1' });
  });

  it('lists every member with role, status, second factor and last sign-in', async () => {
    const { items } = await owner.admin.staff.list();
    const first = items.find((member) => member.email === adminCredentials.email);
    expect(first).toMatchObject({ role: 'owner', disabled: false, mfaEnabled: false });
    expect(first?.lastSignInAt).not.toBeNull();
  });

  it('disables a member once a second owner approves: their sessions end and they cannot sign in until enabled again', async () => {
    const member = await staffMember('catalogue');
    const request = held(
      await owner.admin.staff.update(member.id, { disabled: true, reason: 'Left the team' }),
    );
    expect(request).toMatchObject({
      kind: 'staff_disable',
      userId: member.id,
      note: 'Left the team',
      summary: `Disable ${member.email}`,
      context: { staff: { id: member.id, role: 'catalogue', disabled: false } },
    });
    // Nothing changed yet.
    expect((await member.client.admin.assets.list()).items.length).toBeGreaterThanOrEqual(0);
    await expectAppError(owner.admin.staff.update(member.id, { disabled: true }), 'APPROVAL_ALREADY_PENDING');
    await approver.client.admin.approvals.approve(request.id);
    await expectAppError(member.client.admin.assets.list(), 'ADMIN_SESSION_INVALID');
    await expectAppError(
      t.client().admin.auth.login({ email: member.email, password: 'staff-password-1' }),
      'STAFF_DISABLED',
    );
    // Re-enabling undoes an approved change: made at once.
    expect(await owner.admin.staff.update(member.id, { disabled: false })).toMatchObject({ disabled: false });
    const back = t.client();
    await back.admin.auth.login({ email: member.email, password: 'staff-password-1' });
    expect((await back.admin.assets.list()).items.length).toBeGreaterThanOrEqual(0);
    const entries = (await owner.admin.audit.list({ actorId: approver.id })).items;
    expect(entries.find((entry) => entry.action === 'STAFF_DISABLED')).toMatchObject({
      recordId: member.id,
      targetLabel: member.email,
      newValues: { disabled: true, requestedBy: expect.any(String), approvalId: request.id },
    });
  });

  it('changes a role once a second owner approves: the member is signed out and comes back with the new one', async () => {
    const member = await staffMember('support');
    const request = held(await owner.admin.staff.update(member.id, { role: 'auditor' }));
    expect(request.context).toMatchObject({ before: { role: 'support' }, after: { role: 'auditor' } });
    expect((await member.client.admin.users.list()).items).toBeDefined();
    await approvedBy(approver.client, { approval: request });
    await expectAppError(member.client.admin.users.list(), 'ADMIN_SESSION_INVALID');
    const back = t.client();
    await back.admin.auth.login({ email: member.email, password: 'staff-password-1' });
    await expectAppError(back.admin.users.ban(randomUUID(), 'spam'), 'ROLE_FORBIDDEN');
    const audit = await owner.admin.audit.list({ action: 'STAFF_ROLE_CHANGED' });
    expect(audit.items[0]).toMatchObject({
      recordId: member.id,
      targetLabel: member.email,
      oldValues: { role: 'support' },
      newValues: { role: 'auditor' },
    });
  });
});

describe('the staff policy (requireStaffMfa)', () => {
  function freshCode(secret: string): string {
    clock.advance(30_000);
    return totpCode(secret, clock.now());
  }

  it('refuses every staff write to a session opened without a second factor, until one is enrolled by mailed link', async () => {
    const finance = await staffMember('finance');
    await t.db.knex('security_settings').update({ require_staff_mfa: true });
    try {
      expect((await finance.client.admin.auth.session()).requireStaffMfa).toBe(true);
      // Reading is fine; moving money is not.
      await finance.client.admin.transactions.list({});
      const refused = await expectAppError(
        finance.client.admin.transactions.approve(randomUUID(), {}),
        'MFA_REQUIRED_FOR_ACTION',
        'Set up two-step verification to do this',
      );
      expect(refused.status).toBe(403);
      await expectAppError(finance.client.admin.paymentSettings.setWallet('x'), 'MFA_REQUIRED_FOR_ACTION');
      // Whoever holds the password cannot enrol their own authenticator: a link goes to the mailbox.
      expect(await finance.client.admin.auth.mfa.setup()).toEqual({ sent: true });
      await expectAppError(finance.client.admin.auth.mfa.enable('123456'), 'MFA_NOT_SET_UP');
      await expectAppError(
        finance.client.admin.auth.mfa.setup({ token: 'guessed' }),
        'MFA_ENROLMENT_INVALID',
      );
      const token = await mailedEnrolmentToken(t, finance.email);
      const setup = await finance.client.admin.auth.mfa.setup({ token });
      if (!('secret' in setup)) throw new Error('expected a secret');
      // The link works once.
      await expectAppError(finance.client.admin.auth.mfa.setup({ token }), 'MFA_ENROLMENT_INVALID');
      await finance.client.admin.auth.mfa.enable(freshCode(setup.secret));
      expect((await finance.client.admin.auth.session()).secondFactor).toBe(true);
      await expectAppError(
        finance.client.admin.transactions.approve(randomUUID(), {}),
        'TRANSACTION_NOT_FOUND',
      );
      // A new session needs the code at sign-in, and then counts as opened with it.
      const again = t.client();
      await again.admin.auth.login({
        email: finance.email,
        password: 'staff-password-1',
        code: freshCode(setup.secret),
      });
      await expectAppError(again.admin.transactions.approve(randomUUID(), {}), 'TRANSACTION_NOT_FOUND');
      // Every staff write needs it, even an owner's and even outside money and settings.
      await expectAppError(
        owner.admin.securitySettings.update({ requireStaffMfa: false }),
        'MFA_REQUIRED_FOR_ACTION',
      );
      await expectAppError(
        owner.admin.staff.invite({
          email: 'x@tradesim.test',
          firstName: 'X',
          lastName: 'Y',
          role: 'auditor',
        }),
        'MFA_REQUIRED_FOR_ACTION',
      );
      await expectAppError(owner.admin.priceFeed.stop(), 'MFA_REQUIRED_FOR_ACTION');
      // Their own account stays theirs: signing out, enrolling and a password change are not blocked.
      expect((await owner.admin.auth.sessions.list()).items.length).toBeGreaterThan(0);
      expect((await owner.admin.securitySettings.get()).requireStaffMfa).toBe(true);
    } finally {
      await t.db.knex('security_settings').update({ require_staff_mfa: false });
    }
  });

  it('is switched off by two owners with second factors, and the audit log names both', async () => {
    const second = await staffMember('owner');
    await t.db.knex('security_settings').update({ require_staff_mfa: true });
    // The first owner enrols directly while no owner has a factor; a second one needs the link.
    const ownerSetup = await owner.admin.auth.mfa.setup();
    if (!('secret' in ownerSetup)) throw new Error('the first owner enrols directly');
    await owner.admin.auth.mfa.enable(freshCode(ownerSetup.secret));
    expect(await second.client.admin.auth.mfa.setup()).toEqual({ sent: true });
    const secondSetup = await second.client.admin.auth.mfa.setup({
      token: await mailedEnrolmentToken(t, second.email),
    });
    if (!('secret' in secondSetup)) throw new Error('expected a secret');
    await second.client.admin.auth.mfa.enable(freshCode(secondSetup.secret));

    const request = held(await owner.admin.securitySettings.update({ requireStaffMfa: false }));
    expect((await owner.admin.securitySettings.get()).requireStaffMfa).toBe(true);
    await second.client.admin.approvals.approve(request.id);
    expect((await owner.admin.securitySettings.get()).requireStaffMfa).toBe(false);
    const audit = await owner.admin.audit.list({ action: 'UPDATE_SECURITY_SETTINGS' });
    expect(audit.items[0]).toMatchObject({
      actorId: second.id,
      newValues: { requireStaffMfa: false, requestedBy: expect.any(String), approvalId: request.id },
    });
    const enrolled = await owner.admin.audit.list({ action: 'MFA_ENABLED' });
    expect(enrolled.items.map((entry) => entry.recordId)).toEqual(expect.arrayContaining([second.id]));
  });
});

describe('the last owner', () => {
  it('never leaves the platform without an active owner, even when two owners demote each other at once', async () => {
    await t.db
      .knex('profiles')
      .where({ staff_role: 'owner' })
      .whereNot('email', adminCredentials.email)
      .update({ staff_role: 'auditor' });
    const { items } = await owner.admin.staff.list();
    const me = items.find((member) => member.email === adminCredentials.email);
    await expectAppError(owner.admin.staff.update(me?.id ?? '', { role: 'finance' }), 'LAST_OWNER');
    await expectAppError(owner.admin.staff.update(me?.id ?? '', { disabled: true }), 'LAST_OWNER');
    // The refusals are in the security record.
    const denied = await owner.admin.audit.list({ action: 'ACCESS_DENIED', actorId: me?.id ?? '' });
    expect(denied.items.filter((entry) => entry.newValues?.code === 'LAST_OWNER')).toHaveLength(2);

    const second = await staffMember('owner');
    // Each asks to demote the other; each then approves the other's request, at once.
    const demoteSecond = held(await owner.admin.staff.update(second.id, { role: 'finance' }));
    const demoteMe = held(await second.client.admin.staff.update(me?.id ?? '', { role: 'finance' }));
    const results = await Promise.allSettled([
      owner.admin.approvals.approve(demoteMe.id),
      second.client.admin.approvals.approve(demoteSecond.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason.code).toMatch(/^(LAST_OWNER|ADMIN_SESSION_INVALID)$/);
    }
    const owners = await t.db.knex('profiles').where({ staff_role: 'owner' }).whereNull('staff_disabled_at');
    expect(owners).toHaveLength(1);
  });
});
