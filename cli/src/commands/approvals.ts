import { Option } from '@commander-js/extra-typings';
import {
  type Approval,
  approvalStatuses,
  approveApprovalRequestSchema,
  formatUsd,
  isMoneyApproval,
  rejectApprovalRequestSchema,
} from '@tradesim/core';
import { formatAge, formatTimeLeft } from '../age.js';
import { approvalFields } from '../approval-details.js';
import { findRequest, requestToDecide } from '../approval-pick.js';
import { approveRequestQuestion, rejectRequestQuestion, signedAmount } from '../approval-text.js';
import { canPrompt, optionalValue, requireConsent, requireValue } from '../ask.js';
import { adminClient, lazyAdminClient, type Program, serverUrl } from '../context.js';
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
    .action(async (options, command) => {
      const list = await adminClient(command).admin.approvals.list({ status: options.status });
      if (options.json) return printJson(list);
      printLine(
        list.items.length ? formatTable(list.items, columns(Date.now())) : `No ${options.status} requests.`,
      );
    });

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
    .action(async (arg, options, command) => {
      const client = lazyAdminClient(command);
      const picked = await requestToDecide(client, 'show', arg);
      const approval = picked.approval ?? (await findRequest(client(), picked.id, { pending: false }));
      if (options.json) return printJson(approval);
      printRecord(approvalFields(approval, { now: Date.now(), serverUrl: serverUrl(command) }));
    });

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
    .action(async (arg, options, command) => {
      const client = lazyAdminClient(command);
      const yes = Boolean(options.yes);
      const given = checkInput(
        approveApprovalRequestSchema,
        { payoutTxHash: options.payoutTx },
        { payoutTxHash: '--payout-tx' },
      );
      const picked = await requestToDecide(client, 'approve', arg);
      let approval = picked.approval;
      const read = async () => {
        approval ??= await findRequest(client(), picked.id, { pending: true });
        return approval;
      };
      // The approver, who sends the money, says which payout it was; it may be left out.
      const payoutTxHash =
        given.payoutTxHash ??
        (!yes && canPrompt() && (await read()).kind === 'withdrawal'
          ? await optionalValue(undefined, {
              message: 'Payout transaction id (64 hex; Enter to leave it out)',
              validate: payoutCheck,
            })
          : undefined);
      if (!(await requireConsent(async () => approveRequestQuestion(await read()), { yes }))) {
        return printLine('Nothing approved.');
      }
      const body = payoutTxHash ? checkInput(approveApprovalRequestSchema, { payoutTxHash }) : {};
      const { approval: done } = await client().admin.approvals.approve(picked.id, body);
      if (options.json) printJson(done);
      else printLine(describeApproved(done));
    });

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
    .action(async (arg, options, command) => {
      const client = lazyAdminClient(command);
      const picked = await requestToDecide(client, 'reject', arg);
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
      if (options.json) printJson(approval);
      else
        printLine(
          `Rejected: ${approval.summary}. ${isMoneyApproval(approval.kind) ? 'Nothing moved.' : 'Nothing changed.'}`,
        );
    });
}
