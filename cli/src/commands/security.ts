import { type SecuritySettings, updateSecuritySettingsRequestSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { type RequestFlags, requireChoice, requireConsent } from '../ask.js';
import { lazyAdminClient, type Program } from '../context.js';
import { printOutcome } from '../outcome.js';
import { printJson, printLine } from '../output.js';
import { checkInput } from '../parse.js';

function describePolicy(settings: SecuritySettings): string {
  return [
    `Second factor required for sensitive staff actions: ${settings.requireStaffMfa ? 'on' : 'off'}`,
    `Last changed ${settings.updatedAt}${settings.updatedBy ? ` by ${settings.updatedBy}` : ''}`,
  ].join('\n');
}

/** `tradesim security show`: the staff policy as it is now. */
async function showSecurity(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  const settings = await client().admin.securitySettings.get();
  if (options.json) return printJson(settings);
  printLine(describePolicy(settings));
}

/** `tradesim security set`: a change a second owner approves; asking for what is there changes nothing. */
async function setSecurity(
  client: () => TradesimClient,
  stateArg: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const state = await requireChoice(stateArg, ['on', 'off'] as const, {
    flag: 'the state',
    message: 'Require a second factor',
  });
  const input = checkInput(updateSecuritySettingsRequestSchema, {
    requireStaffMfa: state === 'on',
    reason: options.reason,
  });
  const question =
    state === 'off'
      ? 'Ask to let staff move money and change settings without a second factor? It applies once a second owner approves.'
      : 'Ask to require a second factor for sensitive staff actions? It applies once a second owner approves.';
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing changed.');
  const result = await client().admin.securitySettings.update(input);
  printOutcome(result, options.json, (policy) => `Nothing to change:\n${describePolicy(policy)}`);
}

/** `tradesim security show|set`: the staff policy (owners only; a change waits for a second owner). */
export function registerSecurity(program: Program): void {
  const security = program
    .command('security')
    .description('the staff policy: second factor for sensitive actions');

  security
    .command('show')
    .description('whether money, payment, staff and security actions need a session opened with a code')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim security show')
    .action((options, command) => showSecurity(lazyAdminClient(command), options));

  security
    .command('set')
    .description('ask to turn the second-factor requirement for staff on or off; a second owner approves')
    .argument('[state]', 'on or off')
    .option('--reason <text>', 'why, for the owner asked to approve it')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the request (or the policy, when it is already so) as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim security set on --reason "after the audit"')
    .action((state, options, command) => setSecurity(lazyAdminClient(command), state, options));
}
