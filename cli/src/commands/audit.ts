import type { Command, OptionValues } from '@commander-js/extra-typings';
import type { AuditEntry, AuditLogExportQuery } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { lazyAdminClient, type Program } from '../context.js';
import { checkOutput, type ExportOptions, writeCsv } from '../export.js';
import { printJson, printPage } from '../output.js';
import { checkDateRange, checkId, fromOption, parseLimit, toOption } from '../parse.js';
import type { Column } from '../table.js';

const columns: Column<AuditEntry>[] = [
  { header: 'TIME', value: (entry) => entry.createdAt },
  { header: 'ACTOR', value: (entry) => entry.actorEmail ?? entry.actorType, max: 32 },
  { header: 'ACTION', value: (entry) => entry.action },
  { header: 'TABLE', value: (entry) => entry.tableName },
  { header: 'RECORD', value: (entry) => entry.recordId },
];

interface FilterOptions {
  action?: string;
  actor?: string;
  table?: string;
  from?: string;
  to?: string;
}

/** The filters `list` and `export` share. */
function withFilters<Args extends unknown[], Opts extends OptionValues, Globals extends OptionValues>(
  command: Command<Args, Opts, Globals>,
) {
  return command
    .option('--action <action>', 'only this action, e.g. APPROVE_TRANSACTION')
    .option('--actor <id>', "only this admin's entries")
    .option('--table <name>', 'only changes to this table, e.g. transactions')
    .addOption(fromOption())
    .addOption(toOption());
}

function filterOf(options: FilterOptions): AuditLogExportQuery {
  return {
    action: options.action,
    actorId: options.actor === undefined ? undefined : checkId(options.actor, 'admin'),
    tableName: options.table,
    ...checkDateRange(options.from, options.to),
  };
}

/** `tradesim audit list`: one page of the entries the filters select. */
async function listAuditEntries(
  client: () => TradesimClient,
  options: FilterOptions & { limit?: number; cursor?: string; json?: boolean },
): Promise<void> {
  const filter = filterOf(options);
  const page = await client().admin.audit.list({ ...filter, limit: options.limit, cursor: options.cursor });
  if (options.json) printJson(page);
  else printPage(page, columns, 'No audit entries found.');
}

/** `tradesim audit export`: every entry the filters select, as the server's CSV. */
async function exportAuditEntries(
  client: () => TradesimClient,
  options: FilterOptions & ExportOptions,
): Promise<void> {
  const filter = filterOf(options);
  checkOutput(options);
  const csv = await client().admin.audit.exportCsv(filter);
  await writeCsv(csv, options, ['audit entry', 'audit entries']);
}

/** `tradesim audit list|export`: who changed what, newest first. */
export function registerAudit(program: Program): void {
  const audit = program.command('audit').description('the admin audit log');

  withFilters(audit.command('list').description('audit entries, newest first'))
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim audit list --action BAN_USER --json\n  $ tradesim audit list --table transactions --limit 20\n  $ tradesim audit list --actor <id>\n  $ tradesim audit list --from 2026-11-01 --to 2026-11-30',
    )
    .action((options, command) => listAuditEntries(lazyAdminClient(command), options));

  withFilters(
    audit
      .command('export')
      .description('every audit entry the filters select, newest first, as CSV (stdout or a file)'),
  )
    .option('--output <file>', 'write the CSV to this file instead of stdout')
    .option('--force', 'replace the --output file if it exists')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim audit export --from 2026-11-01 --to 2026-11-30 --output audit-november.csv\n  $ tradesim audit export --action BAN_USER --from 2026-11-26T09:00:00+01:00 > bans.csv',
    )
    .action((options, command) => exportAuditEntries(lazyAdminClient(command), options));
}
