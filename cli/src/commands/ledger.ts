import { adminClient, type Program } from '../context.js';
import { note, printJson, printLine } from '../output.js';
import { formatTable } from '../table.js';

/** `tradesim ledger verify`: exit 0 when every invariant of docs/money.md#ledger holds, 1 otherwise. */
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
    .action(async (options, command) => {
      const report = await adminClient(command).admin.ledger.verify();
      if (!report.balanced) process.exitCode = 1;
      if (options.json) {
        printJson(report);
        return;
      }
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
    });
}
