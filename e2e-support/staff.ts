import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { E2eServer } from './server.js';

/**
 * The last link of a mail `template` sent to `email`, read from the server's log of the mail
 * outbox (a server started with LOG_LEVEL info; there is no mail transport), on this server's URL.
 */
export async function mailedLink(server: E2eServer, template: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = server
      .output()
      .split('\n')
      .filter((entry) => entry.includes(`"template":"${template}"`) && entry.includes(email))
      .at(-1);
    if (line) return (JSON.parse(line) as { link: string }).link.replace(/^https?:\/\/[^/]+/, server.url);
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${email} in the server's log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A second owner, invited by `owner` and signed in by accepting (the staff policy off, as the
 * journeys run): the second person every dual-controlled change the journeys make waits for.
 */
export async function secondOwner(server: E2eServer, owner: TradesimClient): Promise<TradesimClient> {
  const email = `second-owner.${Date.now()}@e2e.test`;
  await owner.admin.staff.invite({ email, firstName: 'Second', lastName: 'Owner', role: 'owner' });
  const token = new URL(await mailedLink(server, 'staff_invite', email)).searchParams.get('token') ?? '';
  const client = createClient({ baseUrl: server.url });
  await client.admin.auth.acceptInvite({ token, password: 'second-owner-password' });
  return client;
}

/** A change as asked: when it was held for a second staff member, `approver` approves it. */
export async function carriedOut(result: object, approver: TradesimClient): Promise<void> {
  if ('approval' in result) {
    await approver.admin.approvals.approve((result as { approval: { id: string } }).approval.id);
  }
}
