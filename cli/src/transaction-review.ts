import { type Command, Option, type OptionValues } from '@commander-js/extra-typings';
import { type AdminTransaction, type AdminTransactionExportQuery, transactionStatuses } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { lazyAdminClient, type Program } from './context.js';
import { checkOutput, type ExportOptions, writeCsv } from './export.js';
import { printJson, printPage } from './output.js';
import { checkDateRange, checkId, fromOption, parseLimit, toOption } from './parse.js';
import type { Column } from './table.js';
import { registerTransactionDecisions } from './transaction-decisions.js';
import type { Kind } from './transaction-facts.js';

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

interface FilterOptions {
  status?: AdminTransactionExportQuery['status'];
  q?: string;
  user?: string;
  from?: string;
  to?: string;
}

/** The filters `list` and `export` share. */
function withFilters<Args extends unknown[], Opts extends OptionValues, Globals extends OptionValues>(
  command: Command<Args, Opts, Globals>,
) {
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

/** `tradesim deposits|withdrawals list`: one page of those the filters select. */
async function listTransactions(
  client: () => TradesimClient,
  kind: Kind,
  options: FilterOptions & { limit?: number; cursor?: string; json?: boolean },
): Promise<void> {
  const filter = filterOf(kind, options);
  const page = await client().admin.transactions.list({
    ...filter,
    limit: options.limit,
    cursor: options.cursor,
  });
  if (options.json) printJson(page);
  else printPage(page, columns(kind), `No ${kind}s found.`);
}

/** `tradesim deposits|withdrawals export`: every one the filters select, as the server's CSV. */
async function exportTransactions(
  client: () => TradesimClient,
  kind: Kind,
  options: FilterOptions & ExportOptions,
): Promise<void> {
  const filter = filterOf(kind, options);
  checkOutput(options);
  const csv = await client().admin.transactions.exportCsv(filter);
  await writeCsv(csv, options, [kind, `${kind}s`]);
}

/** `tradesim deposits|withdrawals list|export|approve|reject` over `client.admin.transactions`. */
export function registerTransactionReview(program: Program, kind: Kind): void {
  const noun = program.command(`${kind}s`).description(`review ${kind}s: list, export, approve, reject`);

  withFilters(noun.command('list').description(`list ${kind}s, newest first`))
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      `\nExamples:\n  $ tradesim ${kind}s list --status pending\n  $ tradesim ${kind}s list --user <id> --limit 20 --json\n  $ tradesim ${kind}s list --from 2026-11-26 --to 2026-11-26`,
    )
    .action((options, command) => listTransactions(lazyAdminClient(command), kind, options));

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
    .action((options, command) => exportTransactions(lazyAdminClient(command), kind, options));

  registerTransactionDecisions(noun, kind);
}
