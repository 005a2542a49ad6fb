import type { AuditEntry } from '@tradesim/core';
import type { Command } from 'commander';
import { adminClient } from '../context.js';
import { printJson, printPage } from '../output.js';
import { checkId, parseLimit } from '../parse.js';
import type { Column } from '../table.js';

const columns: Column<AuditEntry>[] = [
  { header: 'TIME', value: (entry) => entry.createdAt },
  { header: 'ACTOR', value: (entry) => entry.actorEmail ?? entry.actorType, max: 32 },
  { header: 'ACTION', value: (entry) => entry.action },
  { header: 'TABLE', value: (entry) => entry.tableName },
  { header: 'RECORD', value: (entry) => entry.recordId },
];

/** `tradesim audit list`: who changed what, newest first. */
export function registerAudit(program: Command): void {
  const audit = program.command('audit').description('the admin audit log');

  audit
    .command('list')
    .description('audit entries, newest first')
    .option('--action <action>', 'only this action, e.g. APPROVE_TRANSACTION')
    .option('--actor <id>', "only this admin's entries")
    .option('--table <name>', 'only changes to this table, e.g. transactions')
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .action(async (options, command: Command) => {
      const actorId = options.actor === undefined ? undefined : checkId(options.actor, 'admin');
      const page = await adminClient(command).admin.audit.list({
        action: options.action,
        actorId,
        tableName: options.table,
        limit: options.limit,
        cursor: options.cursor,
      });
      if (options.json) printJson(page);
      else printPage(page, columns, 'No audit entries found.');
    });
}
