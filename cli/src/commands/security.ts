import type { Command } from 'commander';
import { requireChoice, requireConsent } from '../ask.js';
import { adminClient } from '../context.js';
import { printJson, printLine } from '../output.js';

/** `tradesim security show|set`: the staff policy (owners only). */
export function registerSecurity(program: Command): void {
  const security = program
    .command('security')
    .description('the staff policy: second factor for sensitive actions');

  security
    .command('show')
    .description('whether money, payment, staff and security actions need a session opened with a code')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim security show')
    .action(async (options: { json?: boolean }, command: Command) => {
      const settings = await adminClient(command).admin.securitySettings.get();
      if (options.json) return printJson(settings);
      printLine(
        `Second factor required for sensitive staff actions: ${settings.requireStaffMfa ? 'on' : 'off'}`,
      );
      printLine(`Last changed ${settings.updatedAt}${settings.updatedBy ? ` by ${settings.updatedBy}` : ''}`);
    });

  security
    .command('set')
    .description('turn the second-factor requirement for staff on or off')
    .argument('[state]', 'on or off')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim security set on')
    .action(async (arg: string | undefined, options: { yes?: boolean; json?: boolean }, command: Command) => {
      const state = await requireChoice(arg, ['on', 'off'] as const, {
        flag: 'the state',
        message: 'Require a second factor',
      });
      const question =
        state === 'off'
          ? 'Let staff move money and change settings without a second factor?'
          : 'Require a second factor for sensitive staff actions?';
      if (!(await requireConsent(question, { yes: Boolean(options.yes) })))
        return printLine('Nothing changed.');
      const settings = await adminClient(command).admin.securitySettings.update({
        requireStaffMfa: state === 'on',
      });
      if (options.json) printJson(settings);
      else
        printLine(
          `Second factor required for sensitive staff actions: ${settings.requireStaffMfa ? 'on' : 'off'}`,
        );
    });
}
