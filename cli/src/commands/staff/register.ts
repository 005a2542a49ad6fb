import { staffRoles } from '@tradesim/core';
import { lazyAdminClient, type Noun, type Program } from '../../context.js';
import { disableStaff, enableStaff, inviteStaff, listStaff, resetStaffMfa, setStaffRole } from './verbs.js';

/** `disable` and `enable` take the same argument and flags. */
function accessCommand(staff: Noun, name: 'disable' | 'enable', description: string) {
  return staff
    .command(name)
    .description(description)
    .argument('[member]', 'their id or e-mail address')
    .option('--reason <text>', 'why, for the owner asked to approve it')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the request (or the staff member) as JSON')
    .addHelpText('after', `\nExample:\n  $ tradesim staff ${name} ana@example.com --yes`);
}

/** `tradesim staff list|invite|set-role|disable|enable|reset-mfa` (owners only, as on the Staff screen). */
export function registerStaff(program: Program): void {
  const staff = program
    .command('staff')
    .description('back-office staff: list, invite, change role, disable, reset a second factor');

  staff
    .command('list')
    .description('every staff member and the invitations still open')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim staff list')
    .action((options, command) => listStaff(lazyAdminClient(command), options));

  staff
    .command('invite')
    .description('invite someone by e-mail; the link (72 hours, once) goes to the mail outbox')
    .argument('[email]', 'their e-mail address (asked for on a terminal when left out)')
    .option('--first-name <name>', 'their first name')
    .option('--last-name <name>', 'their last name')
    .option('--role <role>', `one of ${staffRoles.join(', ')}`)
    .option('--json', 'print the invitation as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim staff invite ana@example.com --first-name Ana --last-name Diaz --role finance',
    )
    .action((email, options, command) => inviteStaff(lazyAdminClient(command), email, options));

  staff
    .command('set-role')
    .description(
      'ask to give a staff member another role; once a second owner approves, they are signed out everywhere',
    )
    .argument('[member]', 'their id or e-mail address')
    .argument('[role]', `one of ${staffRoles.join(', ')}`)
    .option('--reason <text>', 'why, for the owner asked to approve it')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the request (or the staff member) as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim staff set-role ana@example.com auditor --reason "moved to audit" --yes',
    )
    .action((member, role, options, command) =>
      setStaffRole(lazyAdminClient(command), { member, role }, options),
    );

  accessCommand(
    staff,
    'disable',
    'ask to stop a staff member signing in; once a second owner approves, their sessions end',
  ).action((member, options, command) => disableStaff(lazyAdminClient(command), member, options));
  accessCommand(staff, 'enable', 'let a disabled staff member sign in again (at once)').action(
    (member, options, command) => enableStaff(lazyAdminClient(command), member, options),
  );

  staff
    .command('reset-mfa')
    .description(
      "ask to reset a staff member's second factor (a lost phone); once a second owner approves, they are signed out and mailed a link to enrol again",
    )
    .argument('[member]', 'their id or e-mail address')
    .option('--reason <text>', 'why, for the owner asked to approve it')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the request as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim staff reset-mfa ana@example.com --reason "lost phone" --yes',
    )
    .action((member, options, command) => resetStaffMfa(lazyAdminClient(command), member, options));
}
