import type { StaffMember, StaffRole } from '@tradesim/core';
import { roleName } from '../../../lib/use-staff-may.js';
import { memberName } from './staff-labels.js';

/** What the owner asked for: a new role, disabling or enabling the account, a second-factor reset. */
export type StaffChange =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'disabled'; member: StaffMember; disabled: boolean }
  | { kind: 'mfa-reset'; member: StaffMember };

interface Wording {
  title: string;
  confirm: string;
  busy: string;
  text: string;
  /** Held for a second owner's approval (everything but re-enabling). */
  asksApproval: boolean;
}

const secondOwner = 'A second owner must approve it first: nothing changes until then.';

/** The confirmation's words: what will happen, to whom, and that a second owner approves first. */
export function wording(change: StaffChange, self: boolean): Wording {
  const name = self ? 'you' : memberName(change.member);
  const signedOut = self
    ? 'Once approved, you are signed out everywhere, this console included.'
    : `Once approved, ${memberName(change.member)} is signed out everywhere.`;
  if (change.kind === 'role') {
    return {
      title: 'Change role',
      confirm: 'Ask to change role',
      busy: 'Asking...',
      text: `Change the role of ${name} from ${roleName(change.member.role)} to ${roleName(change.role)}? ${secondOwner} ${signedOut}`,
      asksApproval: true,
    };
  }
  if (change.kind === 'mfa-reset') {
    return {
      title: 'Reset two-step verification',
      confirm: 'Ask to reset',
      busy: 'Asking...',
      text: `Reset the two-step verification of ${name} (a lost phone)? ${secondOwner} ${signedOut} They get a link by email to set up an authenticator again.`,
      asksApproval: true,
    };
  }
  if (change.disabled) {
    return {
      title: 'Disable staff member',
      confirm: 'Ask to disable',
      busy: 'Asking...',
      text: `Disable the account of ${name}? ${secondOwner} ${signedOut} Nobody can sign in to it until an owner enables it again.`,
      asksApproval: true,
    };
  }
  return {
    title: 'Enable staff member',
    confirm: 'Enable',
    busy: 'Enabling...',
    text: `Enable the account of ${name}? They can sign in again with their password.`,
    asksApproval: false,
  };
}
