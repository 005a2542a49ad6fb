import {
  type ApprovalResponse,
  inviteStaffRequestSchema,
  mfaResetRequestSchema,
  type StaffMember,
  type StaffRole,
  staffRoles,
  updateStaffRequestSchema,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireChoice, requireConsent, requireValue } from '../ask.js';
import { adminClient, lazyAdminClient, type Program } from '../context.js';
import { UsageError } from '../errors.js';
import { requireArg } from '../lookup.js';
import { printOutcome } from '../outcome.js';
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

/** A change made at once (the member as it is now), or held for a second owner (202). */
function printStaffResult(result: StaffMember | ApprovalResponse, json: boolean | undefined): void {
  printOutcome(
    result,
    json,
    (member) => `${member.email} is ${member.disabled ? 'disabled' : 'active'}, ${member.role}.`,
  );
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
    .action(async (options, command) => {
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
    .action(async (arg, options, command) => {
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
    .action(async (memberArg, roleArg, options, command) => {
      const client = lazyAdminClient(command);
      const member = await resolveStaff(client, await requireArg(memberArg, 'staff member id or e-mail'));
      const role = await requireChoice<StaffRole>(roleArg, staffRoles, { flag: 'the role', message: 'Role' });
      const input = checkInput(updateStaffRequestSchema, { role, reason: options.reason });
      const question = `Ask to make ${member.email} ${role} (now ${member.role})? Once a second owner approves, they are signed out.`;
      if (!(await requireConsent(question, { yes: Boolean(options.yes) })))
        return printLine('Nothing changed.');
      printStaffResult(await client().admin.staff.update(member.id, input), options.json);
    });

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    staff
      .command(name)
      .description(
        disabled
          ? 'ask to stop a staff member signing in; once a second owner approves, their sessions end'
          : 'let a disabled staff member sign in again (at once)',
      )
      .argument('[member]', 'their id or e-mail address')
      .option('--reason <text>', 'why, for the owner asked to approve it')
      .option('--yes', 'do not ask for confirmation')
      .option('--json', 'print the request (or the staff member) as JSON')
      .addHelpText('after', `\nExample:\n  $ tradesim staff ${name} ana@example.com --yes`)
      .action(async (memberArg, options, command) => {
        const client = lazyAdminClient(command);
        const member = await resolveStaff(client, await requireArg(memberArg, 'staff member id or e-mail'));
        const input = checkInput(updateStaffRequestSchema, { disabled, reason: options.reason });
        const question = disabled
          ? `Ask to disable ${member.email}? Once a second owner approves, their sessions end.`
          : `Enable ${member.email}? They can sign in again at once.`;
        if (!(await requireConsent(question, { yes: Boolean(options.yes) })))
          return printLine('Nothing changed.');
        printStaffResult(await client().admin.staff.update(member.id, input), options.json);
      });
  }

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
    .action(async (memberArg, options, command) => {
      const client = lazyAdminClient(command);
      const member = await resolveStaff(client, await requireArg(memberArg, 'staff member id or e-mail'));
      const input = checkInput(mfaResetRequestSchema, { reason: options.reason });
      const question = `Ask to reset ${member.email}'s second factor? Once a second owner approves, they are signed out and mailed a link to enrol again.`;
      if (!(await requireConsent(question, { yes: Boolean(options.yes) })))
        return printLine('Nothing changed.');
      printStaffResult(await client().admin.staff.resetMfa(member.id, input), options.json);
    });
}
