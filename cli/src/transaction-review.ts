import {
  type AdminTransaction,
  type AdminTransactionExportQuery,
  approveRequestSchema,
  rejectRequestSchema,
  transactionStatuses,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { type Command, Option } from 'commander';
import { canPrompt, requireConsent, requireValue } from './ask.js';
import { awaitingApproval } from './commands/approvals.js';
import { adminClient, lazyAdminClient } from './context.js';
import { UsageError } from './errors.js';
import { checkOutput, writeCsv } from './export.js';
import { printJson, printLine, printPage } from './output.js';
import {
  checkDateRange,
  checkId,
  checkInput,
  fieldCheck,
  fromOption,
  parseLimit,
  toOption,
} from './parse.js';
import { pickOne } from './pick.js';
import type { Column } from './table.js';

type Kind = 'deposit' | 'withdrawal';

const userOf = (tx: AdminTransaction) => tx.userEmail;

function columns(kind: Kind): Column<AdminTransaction>[] {
  const detail: Column<AdminTransaction>[] =
    kind === 'deposit'
      ? [{ header: 'HASH', value: (tx) => tx.transactionHash, max: 24 }]
      : [
          { header: 'FEE', value: (tx) => tx.fee, align: 'right' },
          { header: 'NET', value: (tx) => tx.netAmount, align: 'right' },
          { header: 'WALLET', value: (tx) => tx.walletAddress },
        ];
  return [
    { header: 'ID', value: (tx) => tx.id },
    { header: 'USER', value: userOf, max: 32 },
    { header: 'AMOUNT', value: (tx) => tx.amount, align: 'right' },
    ...detail,
    { header: 'STATUS', value: (tx) => tx.status },
    { header: 'CREATED', value: (tx) => tx.createdAt },
  ];
}

/** The id given, else one picked from the pending ones on a terminal, else a usage error. */
async function transactionId(
  client: () => TradesimClient,
  kind: Kind,
  id: string | undefined,
): Promise<string> {
  if (id !== undefined) return checkId(id, kind);
  if (!canPrompt()) throw new UsageError(`Missing the ${kind} id (there is no terminal to ask on).`);
  const { items } = await client().admin.transactions.list({ type: kind, status: 'pending', limit: 50 });
  return pickOne(
    `Which pending ${kind}?`,
    items.map((tx) => ({ value: tx.id, name: `${tx.amount}  ${tx.userEmail}  ${tx.createdAt}  ${tx.id}` })),
    `No pending ${kind}s.`,
  );
}

/** Refuses a deposit id under `withdrawals` (and the reverse) before anything changes. */
async function checkKind(client: TradesimClient, kind: Kind, id: string): Promise<void> {
  const tx = await client.admin.transactions.get(id);
  if (tx.type !== kind) {
    throw new UsageError(
      `Transaction ${id} is a ${tx.type}, not a ${kind}: use \`tradesim ${tx.type}s ...\`.`,
    );
  }
}

function describeApproval(tx: AdminTransaction): string {
  return tx.type === 'deposit'
    ? `Approved deposit ${tx.id}: ${tx.amount} credited to ${tx.userEmail}.`
    : `Approved withdrawal ${tx.id}: ${tx.netAmount} to pay out to ${tx.walletAddress ?? '-'} (fee ${tx.fee}).`;
}

function describeRejection(tx: AdminTransaction): string {
  const back = tx.type === 'withdrawal' ? ` ${tx.amount} returned to ${tx.userEmail}'s balance.` : '';
  return `Rejected ${tx.type} ${tx.id}.${back} The user is notified.`;
}

interface FilterOptions {
  status?: AdminTransactionExportQuery['status'];
  q?: string;
  user?: string;
  from?: string;
  to?: string;
}

/** The filters `list` and `export` share. */
function withFilters(command: Command): Command {
  return command
    .addOption(new Option('--status <status>', 'only this status').choices(transactionStatuses))
    .option('--q <text>', 'search the description or the transaction hash')
    .option('--user <id>', 'only this user')
    .addOption(fromOption())
    .addOption(toOption());
}

function filterOf(kind: Kind, options: FilterOptions): AdminTransactionExportQuery {
  return {
    type: kind,
    status: options.status,
    q: options.q,
    userId: options.user === undefined ? undefined : checkId(options.user, 'user'),
    ...checkDateRange(options.from, options.to),
  };
}

/** `tradesim deposits|withdrawals list|export|approve|reject` over `client.admin.transactions`. */
export function registerTransactionReview(program: Command, kind: Kind): void {
  const noun = program.command(`${kind}s`).description(`review ${kind}s: list, export, approve, reject`);

  withFilters(noun.command('list').description(`list ${kind}s, newest first`))
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      `\nExamples:\n  $ tradesim ${kind}s list --status pending\n  $ tradesim ${kind}s list --user <id> --limit 20 --json\n  $ tradesim ${kind}s list --from 2026-11-26 --to 2026-11-26`,
    )
    .action(async (options, command: Command) => {
      const filter = filterOf(kind, options);
      const page = await adminClient(command).admin.transactions.list({
        ...filter,
        limit: options.limit,
        cursor: options.cursor,
      });
      if (options.json) printJson(page);
      else printPage(page, columns(kind), `No ${kind}s found.`);
    });

  withFilters(
    noun
      .command('export')
      .description(`every ${kind} the filters select, newest first, as CSV (stdout or a file)`),
  )
    .option('--output <file>', 'write the CSV to this file instead of stdout')
    .option('--force', 'replace the --output file if it exists')
    .addHelpText(
      'after',
      `\nExamples:\n  $ tradesim ${kind}s export --from 2026-11-01 --to 2026-11-30 --output ${kind}s-november.csv\n  $ tradesim ${kind}s export --status completed --user <id> > ${kind}s.csv`,
    )
    .action(async (options: FilterOptions & { output?: string; force?: boolean }, command: Command) => {
      const filter = filterOf(kind, options);
      checkOutput(options);
      const csv = await adminClient(command).admin.transactions.exportCsv(filter);
      await writeCsv(csv, options, [kind, `${kind}s`]);
    });

  noun
    .command('approve')
    .description(
      kind === 'deposit'
        ? 'approve a pending deposit: the user is credited'
        : 'approve a pending withdrawal: the held funds are paid out, less the fee',
    )
    .argument('[id]', `the ${kind} id (asked for on a terminal when left out)`)
    .option('--notes <text>', 'admin notes (optional)')
    .option(
      '--payout-tx <id>',
      'withdrawals: the 64-hex TRON transaction id of the payout, shown to the user',
    )
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the updated transaction as JSON')
    .addHelpText(
      'after',
      `\nExample:\n  $ tradesim ${kind}s approve 3f0c... --notes "proof checked"${kind === 'withdrawal' ? ' --payout-tx <64 hex>' : ''} --yes`,
    )
    .action(
      async (
        id: string | undefined,
        options: { notes?: string; payoutTx?: string; yes?: boolean; json?: boolean },
        command: Command,
      ) => {
        const client = lazyAdminClient(command);
        const txId = await transactionId(client, kind, id);
        if (options.payoutTx !== undefined && kind !== 'withdrawal') {
          throw new UsageError('--payout-tx is for withdrawals: a deposit is not paid out.');
        }
        const input = checkInput(
          approveRequestSchema,
          { notes: options.notes, payoutTxHash: options.payoutTx },
          { notes: '--notes', payoutTxHash: '--payout-tx' },
        );
        await checkKind(client(), kind, txId);
        const effect = kind === 'deposit' ? 'the user is credited' : 'the held funds are paid out';
        if (!(await requireConsent(`Approve ${kind} ${txId}? ${effect}.`, { yes: Boolean(options.yes) }))) {
          return printLine('Nothing approved.');
        }
        const tx = await client().admin.transactions.approve(txId, input);
        if (options.json) printJson(tx);
        else if ('approval' in tx) printLine(awaitingApproval(tx.approval));
        else printLine(describeApproval(tx));
      },
    );

  noun
    .command('reject')
    .description(`reject a pending ${kind}${kind === 'withdrawal' ? ': the held funds return' : ''}`)
    .argument('[id]', `the ${kind} id (asked for on a terminal when left out)`)
    .option('--reason <text>', 'why (required; stored as the admin notes, the user is notified)')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the updated transaction as JSON')
    .addHelpText(
      'after',
      `\nExample:\n  $ tradesim ${kind}s reject 3f0c... --reason "proof unreadable" --yes`,
    )
    .action(
      async (
        id: string | undefined,
        options: { reason?: string; yes?: boolean; json?: boolean },
        command: Command,
      ) => {
        const client = lazyAdminClient(command);
        const txId = await transactionId(client, kind, id);
        const reason = await requireValue(options.reason, {
          flag: '--reason <text>',
          message: 'Reason for rejecting',
          validate: fieldCheck(rejectRequestSchema.shape.reason),
        });
        const input = checkInput(rejectRequestSchema, { reason }, { reason: '--reason' });
        await checkKind(client(), kind, txId);
        if (!(await requireConsent(`Reject ${kind} ${txId}?`, { yes: Boolean(options.yes) }))) {
          return printLine('Nothing rejected.');
        }
        const tx = await client().admin.transactions.reject(txId, input);
        if (options.json) printJson(tx);
        else printLine(describeRejection(tx));
      },
    );
}
