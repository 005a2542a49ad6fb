import type { StaffInvite, StaffMember } from '@tradesim/core';

/** "Ada Lovelace", or the email when the member has no name. */
export function memberName(member: Pick<StaffMember | StaffInvite, 'firstName' | 'lastName' | 'email'>) {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.email;
}
