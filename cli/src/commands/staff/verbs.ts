import {
  type ApprovalResponse,
  inviteStaffRequestSchema,
  mfaResetRequestSchema,
  type StaffMember,
  staffRoles,
  updateStaffRequestSchema,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { type RequestFlags, requireChoice, requireConsent, requireValue } from '../../ask.js';
import { UsageError } from '../../errors.js';
import { requireArg } from '../../lookup.js';
import { printOutcome } from '../../outcome.js';
import { printJson, printLine } from '../../output.js';
import { checkInput, fieldCheck } from '../../parse.js';
import { type Column, formatTable } from '../../table.js';

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

/** The member an argument names, asked for on a terminal when left out. */
async function memberNamed(client: () => TradesimClient, arg: string | undefined): Promise<StaffMember> {
  return resolveStaff(client, await requireArg(arg, 'staff member id or e-mail'));
}

/**
 * Asks before changing who may do what (or takes --yes), then prints the change: made at once
 * (the member as it is now), or held for a second owner (202).
 */
async function changeStaff(
  question: string,
  options: RequestFlags,
  change: () => Promise<StaffMember | ApprovalResponse>,
): Promise<void> {
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing changed.');
  printOutcome(
    await change(),
    options.json,
    (member) => `${member.email} is ${member.disabled ? 'disabled' : 'active'}, ${member.role}.`,
  );
}

/** `tradesim staff list`: the members, then the invitations still open. */
export async function listStaff(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  const list = await client().admin.staff.list();
  if (options.json) return printJson(list);
  printLine(formatTable(list.items, columns));
  for (const invite of list.invites) {
    printLine(`Invited: ${invite.email} as ${invite.role}, until ${invite.expiresAt}`);
  }
}

/** Who to invite, from the argument and flags or asked for on a terminal, checked before sending. */
async function invitation(
  emailArg: string | undefined,
  options: { firstName?: string; lastName?: string; role?: string },
) {
  const shape = inviteStaffRequestSchema.shape;
  const email = await requireArg(emailArg, 'e-mail address', fieldCheck(shape.email));
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
  const role = await requireChoice(options.role, staffRoles, { flag: '--role <role>', message: 'Role' });
  return checkInput(
    inviteStaffRequestSchema,
    { email, firstName, lastName, role },
    { email: 'the e-mail address', firstName: '--first-name', lastName: '--last-name', role: '--role' },
  );
}

/** `tradesim staff invite`: the one-time link goes to the mail outbox, not to this terminal. */
export async function inviteStaff(
  client: () => TradesimClient,
  emailArg: string | undefined,
  options: { firstName?: string; lastName?: string; role?: string; json?: boolean },
): Promise<void> {
  const input = await invitation(emailArg, options);
  const { invite } = await client().admin.staff.invite(input);
  if (options.json) return printJson(invite);
  printLine(
    `Invited ${invite.email} as ${invite.role}; the link is in the mail outbox until ${invite.expiresAt}.`,
  );
}

/** `tradesim staff set-role`: a second owner approves; then the member is signed out everywhere. */
export async function setStaffRole(
  client: () => TradesimClient,
  args: { member: string | undefined; role: string | undefined },
  options: RequestFlags,
): Promise<void> {
  const member = await memberNamed(client, args.member);
  const role = await requireChoice(args.role, staffRoles, { flag: 'the role', message: 'Role' });
  const input = checkInput(updateStaffRequestSchema, { role, reason: options.reason });
  const question = `Ask to make ${member.email} ${role} (now ${member.role})? Once a second owner approves, they are signed out.`;
  await changeStaff(question, options, () => client().admin.staff.update(member.id, input));
}

/** `tradesim staff disable`: a second owner approves; then the member's sessions end. */
export async function disableStaff(
  client: () => TradesimClient,
  memberArg: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const member = await memberNamed(client, memberArg);
  const input = checkInput(updateStaffRequestSchema, { disabled: true, reason: options.reason });
  const question = `Ask to disable ${member.email}? Once a second owner approves, their sessions end.`;
  await changeStaff(question, options, () => client().admin.staff.update(member.id, input));
}

/** `tradesim staff enable`: at once, as letting someone back in needs no second owner. */
export async function enableStaff(
  client: () => TradesimClient,
  memberArg: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const member = await memberNamed(client, memberArg);
  const input = checkInput(updateStaffRequestSchema, { disabled: false, reason: options.reason });
  const question = `Enable ${member.email}? They can sign in again at once.`;
  await changeStaff(question, options, () => client().admin.staff.update(member.id, input));
}

/** `tradesim staff reset-mfa`: a second owner approves; then the member enrols again from a mailed link. */
export async function resetStaffMfa(
  client: () => TradesimClient,
  memberArg: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const member = await memberNamed(client, memberArg);
  const input = checkInput(mfaResetRequestSchema, { reason: options.reason });
  const question = `Ask to reset ${member.email}'s second factor? Once a second owner approves, they are signed out and mailed a link to enrol again.`;
  await changeStaff(question, options, () => client().admin.staff.resetMfa(member.id, input));
}
