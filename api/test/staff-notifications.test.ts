import { encodeTrc20Address, staffEvents } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { approvedBy } from './support/four-eyes.js';
import { pngProof } from './support/proof.js';
import { inviteStaffMember } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let owner: TradesimClient;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

async function alertsTo(email: string) {
  return t.db
    .knex('mail_outbox')
    .where({ to_email: email, template: 'staff_alert' })
    .orderBy('created_at')
    .select('subject', 'body');
}

describe('staff notification settings', () => {
  it('start at bell on and mail off, for exactly the events the role hears of', async () => {
    expect(await owner.admin.notificationSettings.get()).toEqual({
      items: staffEvents.map((event) => ({ event, bell: true, mail: false })),
    });
    const support = await inviteStaffMember(t, owner, 'support');
    expect(await support.client.admin.notificationSettings.get()).toEqual({
      items: [{ event: 'ticket_opened', bell: true, mail: false }],
    });
    const finance = await inviteStaffMember(t, owner, 'finance');
    expect((await finance.client.admin.notificationSettings.get()).items.map((item) => item.event)).toEqual([
      'deposit_submitted',
      'withdrawal_requested',
      'approval_requested',
    ]);
  });

  it('mail an event to whoever asked for it by mail and whose role may read it, nobody else', async () => {
    const finance = await inviteStaffMember(t, owner, 'finance');
    const quiet = await inviteStaffMember(t, owner, 'finance');
    const updated = await finance.client.admin.notificationSettings.update({
      items: [
        { event: 'deposit_submitted', bell: false, mail: true },
        { event: 'withdrawal_requested', bell: true, mail: true },
      ],
    });
    expect(updated.items).toEqual([
      { event: 'deposit_submitted', bell: false, mail: true },
      { event: 'withdrawal_requested', bell: true, mail: true },
      { event: 'approval_requested', bell: true, mail: false },
    ]);
    const audit = await t.db
      .knex('admin_action_logs')
      .where({ action: 'UPDATE_NOTIFICATION_SETTINGS', actor_id: finance.id })
      .first('new_values');
    expect(audit?.new_values.items).toHaveLength(2);

    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const deposit = await client.wallet.deposit({ amount: '25.00', proof: pngProof() });
    await client.wallet.withdraw({
      amount: '30.00',
      walletAddress: encodeTrc20Address(new Uint8Array(20).fill(9)),
    });
    await client.support.tickets.create({ subject: 'Hi', description: 'A question.' });

    const mails = await alertsTo(finance.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Deposit to review: $25.00',
      'Withdrawal to review: $30.00',
    ]);
    expect(mails[0]?.body).toContain(`/admin/transactions?transaction=${deposit.id}`);
    expect(await alertsTo(quiet.email)).toEqual([]);
    expect(await alertsTo(adminCredentials.email)).toEqual([]);

    // A disabled staff member gets nothing, whatever they chose.
    const secondOwner = await inviteStaffMember(t, owner, 'owner');
    await approvedBy(secondOwner.client, await owner.admin.staff.update(finance.id, { disabled: true }));
    await client.wallet.deposit({ amount: '26.00', proof: pngProof() });
    expect(await alertsTo(finance.email)).toHaveLength(2);
  });

  it('refuses an event the role does not hear of, a repeated event and an empty list, changing nothing', async () => {
    const support = await inviteStaffMember(t, owner, 'support');
    const refused = await expectAppError(
      support.client.admin.notificationSettings.update({
        items: [{ event: 'deposit_submitted', bell: true, mail: true }],
      }),
      'VALIDATION_FAILED',
    );
    expect(refused.fields).toEqual({ 'items.0.event': 'Your role does not receive this event' });
    await expectAppError(
      owner.admin.notificationSettings.update({
        items: [
          { event: 'ticket_opened', bell: true, mail: true },
          { event: 'ticket_opened', bell: false, mail: true },
        ],
      }),
      'VALIDATION_FAILED',
    );
    await expectAppError(owner.admin.notificationSettings.update({ items: [] }), 'VALIDATION_FAILED');
    expect(await support.client.admin.notificationSettings.get()).toEqual({
      items: [{ event: 'ticket_opened', bell: true, mail: false }],
    });
  });
});
