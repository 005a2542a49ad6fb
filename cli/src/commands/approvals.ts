import {
  type Approval,
  type ApprovalStatus,
  approvalStatusSchema,
  rejectApprovalRequestSchema,
} from '@tradesim/core';
import type { Command } from 'commander';
import { requireConsent, requireValue } from '../ask.js';
import { adminClient, lazyAdminClient } from '../context.js';
import { UsageError } from '../errors.js';
import { requireArg } from '../lookup.js';
import { printJson, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';
import { type Column, formatTable } from '../table.js';

const kinds: Record<Approval['kind'], string> = {
  balance_adjustment: 'adjustment',
  withdrawal_approval: 'withdrawal',
};

/** What an admin is told when their request waits for a second admin (four eyes). */
export function awaitingApproval(approval: Approval): string {
  return `Nothing moved yet: ${approval.amount} is at or above the four-eyes threshold. A different admin must approve request ${approval.id} (tradesim approvals approve ${approval.id}).`;
}

const columns: Column<Approval>[] = [
  { header: 'WHEN', value: (a) => a.createdAt },
  { header: 'WHAT', value: (a) => `${kinds[a.kind]} ${a.direction === 'debit' ? '-' : '+'}${a.amount}` },
  { header: 'FOR', value: (a) => a.userEmail },
  { header: 'ASKED BY', value: (a) => a.requestedByEmail },
  { header: 'WHY', value: (a) => a.note ?? '', max: 40 },
  { header: 'STATUS', value: (a) => a.status },
  { header: 'ID', value: (a) => a.id },
];

/** `tradesim approvals list|approve|reject`: the four-eyes queue. */
export function registerApprovals(program: Command): void {
  const approvals = program
    .command('approvals')
    .description('four eyes: movements waiting for a second admin');

  approvals
    .command('list')
    .description('requests, newest first (pending ones unless --status says otherwise)')
    .option('--status <status>', 'pending, approved or rejected', 'pending')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim approvals list\n  $ tradesim approvals list --status approved --json',
    )
    .action(async (options: { status: string; json?: boolean }, command: Command) => {
      const status = approvalStatusSchema.safeParse(options.status);
      if (!status.success) throw new UsageError('--status must be one of: pending, approved, rejected.');
      const list = await adminClient(command).admin.approvals.list({ status: status.data as ApprovalStatus });
      if (options.json) return printJson(list);
      printLine(list.items.length ? formatTable(list.items, columns) : `No ${status.data} requests.`);
    });

  approvals
    .command('approve')
    .description('carry a request out: the money moves (you cannot approve your own)')
    .argument('[id]', 'the request id (asked for on a terminal when left out)')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the request as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim approvals approve 2f1c... --yes')
    .action(async (arg: string | undefined, options: { yes?: boolean; json?: boolean }, command: Command) => {
      const client = lazyAdminClient(command);
      const id = await requireArg(arg, 'request id');
      if (
        !(await requireConsent('Approve this request? The money moves at once.', {
          yes: Boolean(options.yes),
        }))
      ) {
        return printLine('Nothing approved.');
      }
      const { approval } = await client().admin.approvals.approve(id);
      if (options.json) printJson(approval);
      else printLine(`Approved: ${kinds[approval.kind]} of ${approval.amount} for ${approval.userEmail}.`);
    });

  approvals
    .command('reject')
    .description('close a request with a reason; nothing moves')
    .argument('[id]', 'the request id (asked for on a terminal when left out)')
    .option('--reason <text>', 'why (required)')
    .option('--json', 'print the request as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim approvals reject 2f1c... --reason "Not what the customer asked for"',
    )
    .action(
      async (arg: string | undefined, options: { reason?: string; json?: boolean }, command: Command) => {
        const id = await requireArg(arg, 'request id');
        const reason = await requireValue(options.reason, {
          flag: '--reason <text>',
          message: 'Reason',
          validate: fieldCheck(rejectApprovalRequestSchema.shape.reason),
        });
        const input = checkInput(rejectApprovalRequestSchema, { reason }, { reason: '--reason' });
        const { approval } = await adminClient(command).admin.approvals.reject(id, input);
        if (options.json) printJson(approval);
        else printLine(`Rejected request ${approval.id}; nothing moved.`);
      },
    );
}
