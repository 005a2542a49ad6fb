import type { LedgerVerify } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { lazyAdminClient, type Program } from '../context.js';
import { note, printJson, printLine } from '../output.js';
import { formatTable } from '../table.js';

function printReport(report: LedgerVerify, options: { accounts?: boolean }): void {
  if (options.accounts) {
    printLine(
      formatTable(report.accounts, [
        { header: 'ACCOUNT', value: (row) => row.account },
        { header: 'BALANCE', value: (row) => row.balance, align: 'right' },
      ]),
    );
  }
  if (report.balanced) {
    printLine(`Ledger balanced (${report.accounts.length} accounts, checked ${report.checkedAt}).`);
    return;
  }
  printLine(
    formatTable(report.mismatches, [
      { header: 'CHECK', value: (row) => row.check },
      { header: 'ACCOUNT', value: (row) => row.account },
      { header: 'DETAIL', value: (row) => row.detail },
    ]),
  );
  note(`Ledger NOT balanced: ${report.mismatches.length} mismatch(es) (checked ${report.checkedAt}).`);
}

/** `tradesim ledger verify`: the exit code says whether the ledger is balanced, for scripts. */
async function verifyLedger(
  client: () => TradesimClient,
  options: { accounts?: boolean; json?: boolean },
): Promise<void> {
  const report = await client().admin.ledger.verify();
  if (!report.balanced) process.exitCode = 1;
  if (options.json) printJson(report);
  else printReport(report, options);
}

/** `tradesim ledger verify`: exit 0 when every invariant of docs/money.md#invariants holds, 1 otherwise. */
export function registerLedger(program: Program): void {
  const ledger = program.command('ledger').description('the double-entry ledger');

  ledger
    .command('verify')
    .description('check the ledger invariants; exit 1 and list the mismatches when one fails')
    .option('--accounts', 'also print the balance of every account')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim ledger verify\n  $ tradesim ledger verify --accounts\n  $ tradesim ledger verify --json',
    )
    .action((options, command) => verifyLedger(lazyAdminClient(command), options));
}
