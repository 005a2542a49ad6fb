import { inviteStaffRequestSchema, type StaffMember, type StaffRole, staffRoles } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import type { Command } from 'commander';
import { requireChoice, requireConsent, requireValue } from '../ask.js';
import { adminClient, lazyAdminClient } from '../context.js';
import { UsageError } from '../errors.js';
import { requireArg } from '../lookup.js';
import { printJson, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';
import { type Column, formatTable } from '../table.js';

const columns: Column<StaffMember>[] = [
  { header: 'EMAIL', value: (s) => s.email },
  { header: 'NAME', value: (s) => [s.firstName, s.lastName].filter(Boolean).join(' ') },
  { header: 'ROLE', value: (s) => s.role },
  { header: 'STATUS', value: (s) => (s.disabled ? 'disabled' : 'active') },
  { header: '2FA', value: (s) => (s.mfaEnabled ? 'on' : 'off') },
  { header: 'LAST SIGN-IN', value: (s) => s.lastSignInAt ?? 'never' },
  { header: 'ID', value: (s) => s.id },
];

/** A staff member by id or email, as every other noun's positional argument. */
async function resolveStaff(client: () => TradesimClient, arg: string): Promise<StaffMember> {
  const { items } = await client().admin.staff.list();
  const wanted = arg.trim().toLowerCase();
  const found = items.find((member) => member.id === wanted || member.email === wanted);
  if (!found) throw new UsageError(`No staff member has the id or email "${arg}".`);
  return found;
}

/** `tradesim staff list|invite|set-role|disable|enable` (owners only, as on the Staff screen). */
export function registerStaff(program: Command): void {
  const staff = program.command('staff').description('back-office staff: list, invite, change role, disable');

  staff
    .command('list')
    .description('every staff member and the invitations still open')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim staff list')
    .action(async (options: { json?: boolean }, command: Command) => {
      const list = await adminClient(command).admin.staff.list();
      if (options.json) return printJson(list);
      printLine(formatTable(list.items, columns));
      for (const invite of list.invites) {
        printLine(`Invited: ${invite.email} as ${invite.role}, until ${invite.expiresAt}`);
      }
    });

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
    .action(async (arg: string | undefined, options, command: Command) => {
      const shape = inviteStaffRequestSchema.shape;
      const email = await requireArg(arg, 'e-mail address', fieldCheck(shape.email));
      const firstName = await requireValue(options.firstName, {
        flag: '--first-name <name>',
        message: 'First name',
        validate: fieldCheck(shape.firstName),
      });
      const lastName = await requireValue(options.lastName, {
        flag: '--last-name <name>',
        message: 'Last name',
        validate: fieldCheck(shape.lastName),
      });
      const role = await requireChoice<StaffRole>(options.role, staffRoles, {
        flag: '--role <role>',
        message: 'Role',
      });
      const input = checkInput(
        inviteStaffRequestSchema,
        { email, firstName, lastName, role },
        {
          email: 'the e-mail address',
          firstName: '--first-name',
          lastName: '--last-name',
          role: '--role',
        },
      );
      const { invite } = await adminClient(command).admin.staff.invite(input);
      if (options.json) printJson(invite);
      else
        printLine(
          `Invited ${invite.email} as ${invite.role}; the link is in the mail outbox until ${invite.expiresAt}.`,
        );
    });

  staff
    .command('set-role')
    .description('give a staff member another role; they are signed out everywhere')
    .argument('[member]', 'their id or e-mail address')
    .argument('[role]', `one of ${staffRoles.join(', ')}`)
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the staff member as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim staff set-role ana@example.com auditor --yes')
    .action(async (memberArg: string | undefined, roleArg: string | undefined, options, command: Command) => {
      const client = lazyAdminClient(command);
      const member = await resolveStaff(client, await requireArg(memberArg, 'staff member id or e-mail'));
      const role = await requireChoice<StaffRole>(roleArg, staffRoles, { flag: 'the role', message: 'Role' });
      if (
        !(await requireConsent(`Make ${member.email} ${role}? They will be signed out.`, {
          yes: Boolean(options.yes),
        }))
      ) {
        return printLine('Nothing changed.');
      }
      const updated = await client().admin.staff.update(member.id, { role });
      if (options.json) printJson(updated);
      else printLine(`${updated.email} is now ${updated.role}.`);
    });

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    staff
      .command(name)
      .description(
        disabled
          ? 'stop a staff member signing in; their sessions end'
          : 'let a disabled staff member sign in again',
      )
      .argument('[member]', 'their id or e-mail address')
      .option('--yes', 'do not ask for confirmation')
      .option('--json', 'print the staff member as JSON')
      .addHelpText('after', `\nExample:\n  $ tradesim staff ${name} ana@example.com --yes`)
      .action(async (memberArg: string | undefined, options, command: Command) => {
        const client = lazyAdminClient(command);
        const member = await resolveStaff(client, await requireArg(memberArg, 'staff member id or e-mail'));
        if (
          !(await requireConsent(`${disabled ? 'Disable' : 'Enable'} ${member.email}?`, {
            yes: Boolean(options.yes),
          }))
        ) {
          return printLine('Nothing changed.');
        }
        const updated = await client().admin.staff.update(member.id, { disabled });
        if (options.json) printJson(updated);
        else printLine(`${updated.email} is ${updated.disabled ? 'disabled' : 'active'}.`);
      });
  }
}
