import { Option } from '@commander-js/extra-typings';
import {
  type Approval,
  type ApprovalStatus,
  approvalStatuses,
  approveApprovalRequestSchema,
  formatUsd,
  isMoneyApproval,
  rejectApprovalRequestSchema,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { formatAge, formatTimeLeft } from '../age.js';
import { approvalFields } from '../approval-details.js';
import { findRequest, requestToDecide } from '../approval-pick.js';
import { approveRequestQuestion, rejectRequestQuestion, signedAmount } from '../approval-text.js';
import { canPrompt, optionalValue, type RequestFlags, requireConsent, requireValue } from '../ask.js';
import { lazyAdminClient, type Program, serverUrl } from '../context.js';
import { printJson, printLine, printRecord } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';
import { type Column, formatTable } from '../table.js';

function columns(now: number): Column<Approval>[] {
  return [
    { header: 'ASKED', value: (a) => formatAge(a.createdAt, now) },
    { header: 'REQUEST', value: (a) => a.summary, max: 60 },
    { header: 'AMOUNT', value: signedAmount, align: 'right' },
    { header: 'USER', value: (a) => a.userEmail, max: 32 },
    { header: 'ASKED BY', value: (a) => a.requestedByEmail, max: 32 },
    { header: 'STATUS', value: (a) => a.status },
    { header: 'LAPSES', value: (a) => (a.status === 'pending' ? formatTimeLeft(a.expiresAt, now) : null) },
    { header: 'ID', value: (a) => a.id },
  ];
}

/** After approving: what was carried out, and for money the balance it left. */
function describeApproved(approval: Approval): string {
  const user = approval.context.user;
  const balance =
    isMoneyApproval(approval.kind) && user
      ? ` ${user.email}'s balance is now ${formatUsd(user.balance)}.`
      : '';
  return `Approved: ${approval.summary}.${balance}`;
}

const payoutCheck = fieldCheck(approveApprovalRequestSchema.shape.payoutTxHash);

/** `tradesim approvals list`: the requests of one status, newest first. */
async function listRequests(
  client: () => TradesimClient,
  options: { status: ApprovalStatus; json?: boolean },
): Promise<void> {
  const list = await client().admin.approvals.list({ status: options.status });
  if (options.json) return printJson(list);
  printLine(
    list.items.length ? formatTable(list.items, columns(Date.now())) : `No ${options.status} requests.`,
  );
}

/** `tradesim approvals show`: one request with what its approver decides on. */
async function showRequest(
  client: () => TradesimClient,
  id: string | undefined,
  options: { json?: boolean; serverUrl: string },
): Promise<void> {
  const picked = await requestToDecide(client, 'show', id);
  const approval = picked.approval ?? (await findRequest(client(), picked.id, { pending: false }));
  if (options.json) return printJson(approval);
  printRecord(approvalFields(approval, { now: Date.now(), serverUrl: options.serverUrl }));
}

/**
 * The payout of a withdrawal, asked of the approver on a terminal (they send the money, so they
 * know which transaction it was); Enter leaves it out.
 */
async function askPayout(read: () => Promise<Approval>, yes: boolean): Promise<string | undefined> {
  if (yes || !canPrompt() || (await read()).kind !== 'withdrawal') return undefined;
  return optionalValue(undefined, {
    message: 'Payout transaction id (64 hex; Enter to leave it out)',
    validate: payoutCheck,
  });
}

/** `tradesim approvals approve`: carries the request out, once the approver confirms. */
async function approveRequest(
  client: () => TradesimClient,
  id: string | undefined,
  options: { payoutTx?: string; yes?: boolean; json?: boolean },
): Promise<void> {
  const yes = Boolean(options.yes);
  const given = checkInput(
    approveApprovalRequestSchema,
    { payoutTxHash: options.payoutTx },
    { payoutTxHash: '--payout-tx' },
  );
  const picked = await requestToDecide(client, 'approve', id);
  let approval = picked.approval;
  const read = async () => {
    approval ??= await findRequest(client(), picked.id, { pending: true });
    return approval;
  };
  const payoutTxHash = given.payoutTxHash ?? (await askPayout(read, yes));
  if (!(await requireConsent(async () => approveRequestQuestion(await read()), { yes }))) {
    return printLine('Nothing approved.');
  }
  const body = payoutTxHash ? checkInput(approveApprovalRequestSchema, { payoutTxHash }) : {};
  const { approval: done } = await client().admin.approvals.approve(picked.id, body);
  if (options.json) printJson(done);
  else printLine(describeApproved(done));
}

/** `tradesim approvals reject`: closes the request with a reason; nothing changes. */
async function rejectRequest(
  client: () => TradesimClient,
  id: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const picked = await requestToDecide(client, 'reject', id);
  const reason = await requireValue(options.reason, {
    flag: '--reason <text>',
    message: 'Reason for rejecting',
    validate: fieldCheck(rejectApprovalRequestSchema.shape.reason),
  });
  const input = checkInput(rejectApprovalRequestSchema, { reason }, { reason: '--reason' });
  const question = async () =>
    rejectRequestQuestion(picked.approval ?? (await findRequest(client(), picked.id, { pending: true })));
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) {
    return printLine('Nothing rejected.');
  }
  const { approval } = await client().admin.approvals.reject(picked.id, input);
  if (options.json) return printJson(approval);
  printLine(
    `Rejected: ${approval.summary}. ${isMoneyApproval(approval.kind) ? 'Nothing moved.' : 'Nothing changed.'}`,
  );
}

/** `tradesim approvals list|show|approve|reject`: what waits for a second staff member. */
export function registerApprovals(program: Program): void {
  const approvals = program
    .command('approvals')
    .description('dual control: money, staff and settings changes waiting for a second staff member');

  approvals
    .command('list')
    .description(
      'requests of the kinds your role may see, newest first (pending ones unless --status says otherwise)',
    )
    .addOption(new Option('--status <status>', 'which ones').choices(approvalStatuses).default('pending'))
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim approvals list\n  $ tradesim approvals list --status expired\n  $ tradesim approvals list --status approved --json',
    )
    .action((options, command) => listRequests(lazyAdminClient(command), options));

  approvals
    .command('show')
    .description(
      'one request in full: the user, their balance now and after, the wallet, the proof, who asked and why',
    )
    .argument('[id]', 'the request id (chosen from the pending ones on a terminal when left out)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim approvals show 2f1c...\n  $ tradesim approvals show 2f1c... --json',
    )
    .action((id, options, command) =>
      showRequest(lazyAdminClient(command), id, { ...options, serverUrl: serverUrl(command) }),
    );

  approvals
    .command('approve')
    .description('carry a request out: the money moves or the change applies (never your own request)')
    .argument('[id]', 'the request id (chosen from those you may approve on a terminal when left out)')
    .option('--payout-tx <id>', "a withdrawal's payout: the 64-hex TRON transaction id, shown to the user")
    .option('--yes', 'do not ask (needed without a terminal)')
    .option('--json', 'print the request as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim approvals approve\n  $ tradesim approvals approve 2f1c... --payout-tx <64 hex> --yes',
    )
    .action((id, options, command) => approveRequest(lazyAdminClient(command), id, options));

  approvals
    .command('reject')
    .description('close a request with a reason; nothing changes (whoever asked may withdraw their own)')
    .argument('[id]', 'the request id (chosen from those you may reject on a terminal when left out)')
    .option('--reason <text>', 'why (required; asked for on a terminal)')
    .option('--yes', 'do not ask (needed without a terminal)')
    .option('--json', 'print the request as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim approvals reject\n  $ tradesim approvals reject 2f1c... --reason "Not what the customer asked for" --yes',
    )
    .action((id, options, command) => rejectRequest(lazyAdminClient(command), id, options));
}
