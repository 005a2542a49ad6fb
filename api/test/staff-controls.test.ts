import { randomUUID } from 'node:crypto';
import { encodeTrc20Address, type StaffRole } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/clock.js';
import { totpCode } from '../src/modules/mfa/totp.js';
import { expectAppError } from './support/errors.js';
import { carriedOut, held } from './support/four-eyes.js';
import { pngBytes, pngProof } from './support/proof.js';
import { mailedEnrolmentToken, mailedInviteToken } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Staff controls with the staff policy on, as a real deployment runs: every member has enrolled
 * a second factor (the first owner directly, the others as they accepted their invitation), and
 * no single member moves money at or above the threshold, changes who can act, or silences the
 * record.
 */
const clock = testClock();
let t: TestServer;

interface Member {
  client: TradesimClient;
  id: string;
  email: string;
  password: string;
  secret: string;
}

/** A code of the member's authenticator, from a step never used before. */
function freshCode(secret: string): string {
  clock.advance(30_000);
  return totpCode(secret, clock.now());
}

let owner: Member;
let secondOwner: Member;
let finance: Member;
let support: Member;
let invited = 0;

/** Invited by the first owner, enrolled as they accept: the way every member joins. */
async function enrolledMember(role: StaffRole): Promise<Member> {
  invited += 1;
  const email = `controls${invited}.${role}@tradesim.test`;
  const password = 'staff-password-1';
  await owner.client.admin.staff.invite({ email, firstName: 'Staff', lastName: `No ${invited}`, role });
  const token = await mailedInviteToken(t, email);
  const client = t.client();
  const invite = await client.admin.auth.invite(token);
  const accepted = await client.admin.auth.acceptInvite({
    token,
    password,
    secret: invite.secret,
    code: freshCode(invite.secret),
  });
  return { client, id: accepted.admin.id, email, password, secret: invite.secret };
}

beforeAll(async () => {
  t = await startTestServer({ clock, testClock: true, requireStaffMfa: true });
  const client = await t.adminClient();
  const setup = await client.admin.auth.mfa.setup();
  if (!('secret' in setup)) throw new Error('the first owner enrols directly');
  await client.admin.auth.mfa.enable(freshCode(setup.secret));
  const { admin } = await client.admin.auth.session();
  owner = {
    client,
    id: admin.id,
    email: admin.email,
    password: adminCredentials.password,
    secret: setup.secret,
  };
  secondOwner = await enrolledMember('owner');
  finance = await enrolledMember('finance');
  support = await enrolledMember('support');
});
afterAll(async () => {
  await t.close();
});

async function auditEntries(filter: { action: string; actorId?: string }) {
  return (await owner.client.admin.audit.list({ ...filter, limit: 200 })).items;
}

describe('staff are not customers', () => {
  it('refuses a support agent’s ban of an owner as for any unknown user, and changes nothing', async () => {
    await expectAppError(
      support.client.admin.users.ban(owner.id, 'Locked out'),
      'USER_NOT_FOUND',
      'User not found',
    );
    await expectAppError(support.client.admin.users.unban(owner.id), 'USER_NOT_FOUND');
    await expectAppError(support.client.admin.users.get(secondOwner.id), 'USER_NOT_FOUND');
    await expectAppError(finance.client.admin.users.timeline(owner.id), 'USER_NOT_FOUND');
    await expectAppError(
      finance.client.admin.users.adjustBalance(owner.id, { amount: '10', reason: 'Bonus' }),
      'USER_NOT_FOUND',
    );
    // Both owners carry on.
    expect((await owner.client.admin.auth.session()).admin.role).toBe('owner');
    expect((await secondOwner.client.admin.auth.session()).admin.role).toBe('owner');
    const row = await t.db.knex('profiles').where('id', owner.id).first('is_banned', 'balance');
    expect(row).toEqual({ is_banned: false, balance: '0.00' });
  });

  it('lists and counts customers only', async () => {
    const { userId } = await t.userClient();
    const page = await support.client.admin.users.list({ limit: 200 });
    const ids = page.items.map((user) => user.id);
    expect(ids).toContain(userId);
    for (const member of [owner, secondOwner, finance, support]) expect(ids).not.toContain(member.id);
    expect((await support.client.admin.users.list({ q: 'tradesim.test' })).total).toBe(0);
    const customers = await t.db.knex('profiles').where('user_type', 'regular').count({ n: '*' }).first();
    const dashboard = await owner.client.admin.dashboard();
    expect(dashboard.totalUsers).toBe(Number(customers?.n));
    expect(dashboard.activeUsers).toBeLessThanOrEqual(dashboard.totalUsers);
  });
});

describe('enrolment', () => {
  it('enrols at the invitation: the account never exists without its factor', async () => {
    const email = `enrol.${randomUUID()}@tradesim.test`;
    await owner.client.admin.staff.invite({ email, firstName: 'En', lastName: 'Rol', role: 'auditor' });
    const token = await mailedInviteToken(t, email);
    const client = t.client();
    const invite = await client.admin.auth.invite(token);
    expect(invite).toMatchObject({ email, role: 'auditor', requireStaffMfa: true });
    expect(invite.otpauthUrl).toContain(`secret=${invite.secret}`);
    // While the policy is on, no factor, no account.
    const missing = await expectAppError(
      client.admin.auth.acceptInvite({ token, password: 'staff-password-1' }),
      'VALIDATION_FAILED',
    );
    expect(missing.fields?.code).toBe('Enter the code from your authenticator app');
    await expectAppError(
      client.admin.auth.acceptInvite({
        token,
        password: 'staff-password-1',
        secret: invite.secret,
        code: '000000',
      }),
      'MFA_INVALID',
    );
    expect(await t.db.knex('profiles').where('email', email).first('id')).toBeUndefined();
    const accepted = await client.admin.auth.acceptInvite({
      token,
      password: 'staff-password-1',
      secret: invite.secret,
      code: freshCode(invite.secret),
    });
    expect(accepted.admin).toMatchObject({ email, role: 'auditor', mfaEnabled: true });
    expect(accepted.recoveryCodes).toHaveLength(10);
    expect((await client.admin.auth.session()).secondFactor).toBe(true);
    // Signing in again needs the code.
    await expectAppError(
      t.client().admin.auth.login({ email, password: 'staff-password-1' }),
      'MFA_REQUIRED',
    );
    const actions = (await auditEntries({ action: 'INVITE_ACCEPTED' })).map((entry) => entry.targetLabel);
    expect(actions).toContain(email);
  });

  it('lets only the first owner enrol directly, and only while no owner has a factor', async () => {
    const member = await enrolledMember('catalogue');
    await member.client.admin.auth.mfa.disable(freshCode(member.secret));
    // A member without a factor (here: who turned it off) enrols only through the mailed link.
    expect(await member.client.admin.auth.mfa.setup()).toEqual({ sent: true });
    await expectAppError(member.client.admin.auth.mfa.enable(freshCode(member.secret)), 'MFA_NOT_SET_UP');
    const setup = await member.client.admin.auth.mfa.setup({
      token: await mailedEnrolmentToken(t, member.email),
    });
    if (!('secret' in setup)) throw new Error('expected a secret');
    await member.client.admin.auth.mfa.enable(freshCode(setup.secret));
    expect((await member.client.admin.auth.session()).secondFactor).toBe(true);
    const disabled = await auditEntries({ action: 'MFA_DISABLED', actorId: member.id });
    expect(disabled).toHaveLength(1);
    expect(await auditEntries({ action: 'MFA_ENROLMENT_LINK_SENT', actorId: member.id })).toHaveLength(1);
  });
});

describe('dual control', () => {
  async function fundedCustomer(amount: string) {
    const customer = await t.userClient();
    if (amount !== '0') await t.fund(customer.userId, amount);
    return customer;
  }

  it('credits a deposit at the threshold only when a second member approves, who sees the proof and the balance to be', async () => {
    const customer = await fundedCustomer('250.00');
    const deposit = await customer.client.wallet.deposit({ amount: '2000', proof: pngProof() });
    // Every list says, before anyone asks, that approving it takes a second member.
    expect((await finance.client.admin.transactions.get(deposit.id)).needsSecondApproval).toBe(true);
    const request = held(
      await finance.client.admin.transactions.approve(deposit.id, { notes: 'Matches the chain' }),
    );
    expect(request).toMatchObject({
      kind: 'deposit',
      amount: '2000.00',
      direction: 'credit',
      userId: customer.userId,
      transactionId: deposit.id,
      requestedBy: finance.id,
      note: 'Matches the chain',
      summary: `Deposit of $2,000.00 for ${customer.email}`,
      context: {
        user: { id: customer.userId, email: customer.email, balance: '250.00' },
        transaction: {
          id: deposit.id,
          type: 'deposit',
          amount: '2000.00',
          proofUrl: `/api/transactions/${deposit.id}/proof`,
        },
        before: { balance: '250.00' },
        after: { balance: '2250.00' },
      },
    });
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(72 * 3_600_000);
    // Every list says it waits; nothing moved.
    expect((await owner.client.admin.transactions.get(deposit.id)).pendingApprovalId).toBe(request.id);
    expect((await customer.client.me.get()).balance).toBe('250.00');
    // The proof the approver opens.
    const proof = await fetch(`${t.url}${request.context.transaction?.proofUrl}`, {
      headers: { authorization: `Bearer ${owner.client.credentials().admin?.token}` },
    });
    expect(new Uint8Array(await proof.arrayBuffer())).toEqual(pngBytes);

    await expectAppError(finance.client.admin.approvals.approve(request.id), 'SAME_ADMIN_APPROVAL');
    // A role that may not make the change may not approve it: support does not even see it.
    await expectAppError(support.client.admin.approvals.approve(request.id), 'ROLE_FORBIDDEN');
    const { approval } = await owner.client.admin.approvals.approve(request.id);
    expect(approval).toMatchObject({ status: 'approved', decidedBy: owner.id });
    expect((await customer.client.me.get()).balance).toBe('2250.00');
    expect(await owner.client.admin.transactions.get(deposit.id)).toMatchObject({
      pendingApprovalId: null,
      needsSecondApproval: false,
    });
    // Its audit entry names both halves.
    const [entry] = (await auditEntries({ action: 'APPROVE_TRANSACTION' })).filter(
      (item) => item.recordId === deposit.id,
    );
    expect(entry).toMatchObject({
      actorId: owner.id,
      targetLabel: `Deposit $2,000.00 · ${customer.email}`,
      newValues: { status: 'completed', requestedBy: finance.id, approvalId: request.id },
    });
  });

  it('refuses at once what approving would refuse: a deposit already decided, a balance taken below zero', async () => {
    const customer = await fundedCustomer('100.00');
    const deposit = await customer.client.wallet.deposit({ amount: '1500', proof: pngProof() });
    await finance.client.admin.transactions.reject(deposit.id, { reason: 'Not received' });
    await expectAppError(
      finance.client.admin.transactions.approve(deposit.id, {}),
      'TRANSACTION_NOT_PENDING',
    );
    await expectAppError(
      finance.client.admin.users.adjustBalance(customer.userId, { amount: '-1500', reason: 'Chargeback' }),
      'BALANCE_WOULD_BE_NEGATIVE',
    );
    const waiting = (await owner.client.admin.approvals.list({ status: 'pending' })).items;
    expect(waiting.filter((item) => item.userId === customer.userId)).toEqual([]);
  });

  it('asks the approver, not the requester, for a withdrawal’s payout id, and flags an address never paid before', async () => {
    const customer = await fundedCustomer('5000.00');
    const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));
    const withdrawal = await customer.client.wallet.withdraw({ amount: '1200', walletAddress });
    const request = held(await finance.client.admin.transactions.approve(withdrawal.id, {}));
    expect(request.context.transaction).toMatchObject({
      walletAddress,
      walletSeenBefore: false,
      netAmount: expect.any(String),
    });
    const payoutTxHash = 'ab'.repeat(32);
    await owner.client.admin.approvals.approve(request.id, { payoutTxHash });
    const paid = await customer.client.wallet.transactions.get(withdrawal.id);
    expect(paid).toMatchObject({ status: 'completed', transactionHash: payoutTxHash });

    const again = await customer.client.wallet.withdraw({ amount: '1100', walletAddress });
    const second = held(await finance.client.admin.transactions.approve(again.id, {}));
    expect(second.context.transaction?.walletSeenBefore).toBe(true);
  });

  it('lets a request lapse after 72 hours', async () => {
    const customer = await fundedCustomer('0');
    const request = held(
      await finance.client.admin.users.adjustBalance(customer.userId, { amount: '5000', reason: 'Prize' }),
    );
    clock.advance(72 * 3_600_000);
    // Every session lapsed too (24 hours): sign the members in again.
    owner = await signedInAgain(owner);
    secondOwner = await signedInAgain(secondOwner);
    finance = await signedInAgain(finance);
    support = await signedInAgain(support);
    const [expired] = (await owner.client.admin.approvals.list({ status: 'expired' })).items.filter(
      (item) => item.id === request.id,
    );
    expect(expired?.status).toBe('expired');
    await expectAppError(owner.client.admin.approvals.approve(request.id), 'APPROVAL_NOT_PENDING');
    expect((await customer.client.me.get()).balance).toBe('0.00');
  });

  it('changes who can act only on two owners’ word, and resets a factor the same way', async () => {
    const member = await enrolledMember('support');
    const roleChange = held(
      await owner.client.admin.staff.update(member.id, { role: 'finance', reason: 'Moved team' }),
    );
    // Finance may not see staff changes at all.
    await expectAppError(finance.client.admin.approvals.approve(roleChange.id), 'APPROVAL_NOT_FOUND');
    await secondOwner.client.admin.approvals.approve(roleChange.id);
    expect((await owner.client.admin.staff.list()).items.find((m) => m.id === member.id)?.role).toBe(
      'finance',
    );

    const reset = held(await owner.client.admin.staff.resetMfa(member.id, { reason: 'Lost phone' }));
    expect(reset).toMatchObject({ kind: 'mfa_reset', summary: `Reset the second factor of ${member.email}` });
    await expectAppError(owner.client.admin.staff.resetMfa(member.id), 'APPROVAL_ALREADY_PENDING');
    await secondOwner.client.admin.approvals.approve(reset.id);
    const after = (await owner.client.admin.staff.list()).items.find((m) => m.id === member.id);
    expect(after?.mfaEnabled).toBe(false);
    await expectAppError(owner.client.admin.staff.resetMfa(member.id), 'MFA_NOT_ENABLED');
    // The member was signed out and mailed a link to enrol a new factor.
    await expectAppError(member.client.admin.auth.session(), 'ADMIN_SESSION_INVALID');
    expect(await mailedEnrolmentToken(t, member.email)).toBeTruthy();
    const [entry] = await auditEntries({ action: 'MFA_RESET' });
    expect(entry).toMatchObject({
      actorId: secondOwner.id,
      recordId: member.id,
      targetLabel: member.email,
      newValues: { mfaEnabled: false, requestedBy: owner.id, approvalId: reset.id },
    });
  });

  it('moves money below the threshold on one member’s word', async () => {
    const customer = await fundedCustomer('0');
    carriedOut(
      await finance.client.admin.users.adjustBalance(customer.userId, {
        amount: '999.99',
        reason: 'Goodwill',
      }),
    );
    expect((await customer.client.me.get()).balance).toBe('999.99');
  });
});

describe('the security record', () => {
  it('writes sign-ins, failures with why, sign-outs and recovery-code use, against the member', async () => {
    const member = await enrolledMember('auditor');
    await expectAppError(
      t.client().admin.auth.login({ email: member.email, password: 'wrong-password-1' }),
      'INVALID_CREDENTIALS',
    );
    await expectAppError(
      t.client().admin.auth.login({ email: member.email, password: member.password }),
      'MFA_REQUIRED',
    );
    await expectAppError(
      t.client().admin.auth.login({ email: 'nobody@tradesim.test', password: 'whatever-it-is' }),
      'INVALID_CREDENTIALS',
    );
    const recovery = await member.client.admin.auth.mfa.regenerateRecoveryCodes(freshCode(member.secret));
    const viaRecovery = t.client();
    await viaRecovery.admin.auth.login({
      email: member.email,
      password: member.password,
      code: recovery.recoveryCodes[0],
    });
    await viaRecovery.admin.auth.logout();

    const failures = await auditEntries({ action: 'STAFF_SIGN_IN_FAILED' });
    expect(
      failures.filter((entry) => entry.actorId === member.id).map((entry) => entry.newValues?.reason),
    ).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'MFA_REQUIRED']));
    const nobody = failures.find((entry) => entry.newValues?.email === 'nobody@tradesim.test');
    expect(nobody).toMatchObject({
      actorType: 'anonymous',
      actorId: null,
      recordId: null,
      ipAddress: expect.any(String),
    });
    const signIns = await auditEntries({ action: 'STAFF_SIGN_IN', actorId: member.id });
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    expect(signIns[0]).toMatchObject({
      recordId: member.id,
      targetLabel: member.email,
      newValues: { secondFactor: 'recovery' },
    });
    expect(await auditEntries({ action: 'RECOVERY_CODE_USED', actorId: member.id })).toHaveLength(1);
    expect(await auditEntries({ action: 'STAFF_SIGN_OUT', actorId: member.id })).toHaveLength(1);
  });

  it('writes every refused attempt as ACCESS_DENIED: role, second factor, same approver, last owner', async () => {
    await expectAppError(support.client.admin.transactions.approve(randomUUID(), {}), 'ROLE_FORBIDDEN');
    const customer = await t.userClient();
    const request = held(
      await finance.client.admin.users.adjustBalance(customer.userId, { amount: '1000', reason: 'Refund' }),
    );
    await expectAppError(finance.client.admin.approvals.approve(request.id), 'SAME_ADMIN_APPROVAL');
    const solo = await enrolledMember('auditor');
    await expectAppError(solo.client.admin.staff.update(owner.id, { role: 'auditor' }), 'ROLE_FORBIDDEN');
    // A member without a second factor (an owner who turned theirs off) is refused writes.
    await secondOwner.client.admin.auth.mfa.disable(freshCode(secondOwner.secret));
    await expectAppError(secondOwner.client.admin.priceFeed.stop(), 'MFA_REQUIRED_FOR_ACTION');

    const denied = await auditEntries({ action: 'ACCESS_DENIED' });
    const codes = (actorId: string) =>
      denied.filter((entry) => entry.actorId === actorId).map((entry) => entry.newValues?.code);
    expect(codes(support.id)).toContain('ROLE_FORBIDDEN');
    expect(codes(finance.id)).toContain('SAME_ADMIN_APPROVAL');
    expect(codes(solo.id)).toContain('ROLE_FORBIDDEN');
    expect(codes(secondOwner.id)).toContain('MFA_REQUIRED_FOR_ACTION');
    expect(denied.find((entry) => entry.actorId === finance.id)?.newValues).toMatchObject({
      method: 'POST',
      path: `/api/admin/approvals/${request.id}/approve`,
    });
  });

  it('names each entry’s target by a readable label in the API and the CSV', async () => {
    const csv = await owner.client.admin.audit.exportCsv({ action: 'STAFF_INVITED' });
    const [header, firstRow] = csv.trim().split('\n');
    expect(header).toContain('Target');
    expect(firstRow).toMatch(/controls\d+\.\w+@tradesim\.test|enrol\./);
    const entries = await auditEntries({ action: 'STAFF_INVITED' });
    for (const entry of entries) expect(entry.targetLabel).toMatch(/@tradesim\.test$/);
  });
});

/** The member signed in again with a code (their sessions lapsed as the clock moved on). */
async function signedInAgain(member: Member): Promise<Member> {
  const client = t.client();
  await client.admin.auth.login({
    email: member.email,
    password: member.password,
    code: freshCode(member.secret),
  });
  return { ...member, client };
}

describe('every dual-controlled change', () => {
  /** A member of this role who turned their factor off: allowed the change, but not without one. */
  async function unenrolled(role: StaffRole): Promise<Member> {
    const member = await enrolledMember(role);
    await member.client.admin.auth.mfa.disable(freshCode(member.secret));
    return member;
  }

  interface Case {
    kind: string;
    /** Asks for the change as one member; answers its request. */
    ask(): Promise<object>;
    /** What the change would change, read now. */
    state(): Promise<unknown>;
    /** Who may approve it: the second member, and one of the same role without a second factor. */
    approver: () => Member;
    unenrolledRole: StaffRole;
  }

  const wallet = encodeTrc20Address(new Uint8Array(20).fill(3));
  /** A second owner with a factor (the first second owner turned theirs off above). */
  let otherOwner: Member;
  const staffOf = async (id: string) =>
    (await owner.client.admin.staff.list()).items.find((member) => member.id === id);

  async function cases(): Promise<Case[]> {
    const customer = await t.userClient();
    await t.fund(customer.userId, '5000.00');
    const deposit = await customer.client.wallet.deposit({ amount: '1500', proof: pngProof() });
    const withdrawal = await customer.client.wallet.withdraw({ amount: '1100', walletAddress: wallet });
    const roleMember = await enrolledMember('support');
    const disabledMember = await enrolledMember('support');
    const resetMember = await enrolledMember('support');
    const balance = async () => (await customer.client.me.get()).balance;
    const statusOf = async (id: string) => (await customer.client.wallet.transactions.get(id)).status;
    return [
      {
        kind: 'deposit',
        ask: () => finance.client.admin.transactions.approve(deposit.id, {}),
        state: () => Promise.all([balance(), statusOf(deposit.id)]),
        approver: () => owner,
        unenrolledRole: 'finance',
      },
      {
        kind: 'adjustment',
        ask: () =>
          finance.client.admin.users.adjustBalance(customer.userId, { amount: '1200', reason: 'Prize' }),
        state: balance,
        approver: () => owner,
        unenrolledRole: 'finance',
      },
      {
        kind: 'withdrawal',
        ask: () => finance.client.admin.transactions.approve(withdrawal.id, {}),
        state: () => statusOf(withdrawal.id),
        approver: () => owner,
        unenrolledRole: 'finance',
      },
      {
        kind: 'staff_role',
        ask: () => owner.client.admin.staff.update(roleMember.id, { role: 'auditor' }),
        state: async () => (await staffOf(roleMember.id))?.role,
        approver: () => otherOwner,
        unenrolledRole: 'owner',
      },
      {
        kind: 'staff_disable',
        ask: () => owner.client.admin.staff.update(disabledMember.id, { disabled: true }),
        state: async () => (await staffOf(disabledMember.id))?.disabled,
        approver: () => otherOwner,
        unenrolledRole: 'owner',
      },
      {
        kind: 'mfa_reset',
        ask: () => owner.client.admin.staff.resetMfa(resetMember.id),
        state: async () => (await staffOf(resetMember.id))?.mfaEnabled,
        approver: () => otherOwner,
        unenrolledRole: 'owner',
      },
      {
        kind: 'payment_settings',
        ask: () => finance.client.admin.paymentSettings.setWallet(wallet),
        state: async () => (await owner.client.admin.paymentSettings.get()).walletAddress,
        approver: () => owner,
        unenrolledRole: 'finance',
      },
      {
        kind: 'trading_settings',
        ask: () => owner.client.admin.tradingSettings.update({ fourEyesThreshold: '900' }),
        state: async () => (await owner.client.admin.tradingSettings.get()).fourEyesThreshold,
        approver: () => otherOwner,
        unenrolledRole: 'owner',
      },
      // Last: once approved, the policy is off for whatever follows.
      {
        kind: 'security_settings',
        ask: () => owner.client.admin.securitySettings.update({ requireStaffMfa: false }),
        state: async () => (await owner.client.admin.securitySettings.get()).requireStaffMfa,
        approver: () => otherOwner,
        unenrolledRole: 'owner',
      },
    ];
  }

  it('changes nothing until a different member, allowed the change and signed in with a second factor, approves it', async () => {
    otherOwner = await enrolledMember('owner');
    const unenrolledMembers = { finance: await unenrolled('finance'), owner: await unenrolled('owner') };
    const outcomes: string[] = [];
    for (const change of await cases()) {
      const before = await change.state();
      const request = held(await change.ask());
      expect(request.kind, change.kind).toBe(change.kind);
      expect(await change.state(), `${change.kind}: nothing changes when asked`).toEqual(before);
      const unenrolledMember = unenrolledMembers[change.unenrolledRole as 'finance' | 'owner'];
      await expectAppError(
        unenrolledMember.client.admin.approvals.approve(request.id),
        'MFA_REQUIRED_FOR_ACTION',
      );
      await expectAppError(support.client.admin.approvals.approve(request.id), 'ROLE_FORBIDDEN');
      expect(await change.state(), `${change.kind}: nothing changes when refused`).toEqual(before);
      const { approval } = await change.approver().client.admin.approvals.approve(request.id);
      expect(approval.status).toBe('approved');
      const after = await change.state();
      if (JSON.stringify(after) === JSON.stringify(before))
        outcomes.push(`${change.kind}: unchanged after approval`);
    }
    expect(outcomes).toEqual([]);
  });
});
