import { Command } from '@commander-js/extra-typings';
import type { Command as UntypedCommand } from 'commander';
import { registerApprovals } from './commands/approvals.js';
import { registerAssets } from './commands/assets.js';
import { registerAudit } from './commands/audit.js';
import { registerDeposits } from './commands/deposits.js';
import { registerDurations } from './commands/durations.js';
import { registerHealth } from './commands/health.js';
import { registerJobs } from './commands/jobs.js';
import { registerLedger } from './commands/ledger.js';
import { registerLogin } from './commands/login.js';
import { registerNotifications } from './commands/notifications.js';
import { registerPaymentSettings } from './commands/payment-settings.js';
import { registerSecurity } from './commands/security.js';
import { registerSeed } from './commands/seed.js';
import { registerStaff } from './commands/staff/register.js';
import { registerUsers } from './commands/users.js';
import { registerWithdrawals } from './commands/withdrawals.js';
import type { Program } from './context.js';
import { cliIo } from './io.js';
import { cliVersion } from './version.js';

/**
 * `tradesim <noun> <verb>` (docs/cli.md): one file per noun under commands/,
 * or for a noun past 200 lines a folder (its register.ts declares, its verbs.ts does the work).
 */
export function buildProgram(): UntypedCommand {
  const program: Program = new Command('tradesim')
    .description('Operate a Tradesim server from the terminal (prices and returns are simulated).')
    .version(cliVersion)
    .option(
      '--url <url>',
      'the Tradesim server (default: $TRADESIM_URL, the signed-in server, localhost:3000)',
    )
    // Set before the nouns are added, so every subcommand inherits them: errors come back to
    // runCli (which exits 2 for bad usage) instead of exiting inside commander.
    .exitOverride()
    // Help and usage errors go to this run's streams (a test's, or the process's).
    .configureOutput({
      writeOut: (text) => cliIo().stdout.write(text),
      writeErr: (text) => cliIo().stderr.write(text),
    })
    .showHelpAfterError('(add --help for usage)');
  registerLogin(program);
  registerDeposits(program);
  registerWithdrawals(program);
  registerUsers(program);
  registerAssets(program);
  registerDurations(program);
  registerSeed(program);
  registerLedger(program);
  registerJobs(program);
  registerPaymentSettings(program);
  registerAudit(program);
  registerStaff(program);
  registerNotifications(program);
  registerApprovals(program);
  registerSecurity(program);
  registerHealth(program);
  // extra-typings only types the declarations above: the tree is commander's own Command at run
  // time, and goes out under commander's types for whoever walks it (help-examples.test.ts).
  return program as unknown as UntypedCommand;
}
