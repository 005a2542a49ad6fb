import { expect } from 'vitest';
import { inviteStaffMember, mailedInviteToken, staffPassword } from './staff.js';
import type { TestServer } from './test-server.js';

/** One try at a form that sets a password, on an account (or invitation) of its own. */
export interface PasswordAttempt {
  /** The account's email: the password may not be it. */
  email: string;
  set(password: string): Promise<unknown>;
  /** After a refusal: nothing changed, the old password (if any) still signs in. */
  unchanged(): Promise<void>;
  /** After a success: the new password signs in. */
  signsInWith(password: string): Promise<void>;
}

/** A form that sets a password, with whose rule it follows and the field it answers on. */
export interface PasswordForm {
  name: string;
  kind: 'user' | 'staff';
  field: 'password' | 'newPassword';
  prepare(t: TestServer): Promise<PasswordAttempt>;
}

let counter = 0;

/** Asks for a reset link for `email` and reads it from the outbox, like a mailbox. */
export async function mailedResetToken(t: TestServer, email: string): Promise<string> {
  await t.client().auth.forgotPassword(email);
  const mail = await t.db.knex('mail_outbox').where('to_email', email).orderBy('created_at', 'desc').first();
  const token = /reset-password\?token=([\w%-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(token);
}

const userSignsIn = (t: TestServer, email: string) => async (password: string) => {
  await t.client().auth.login({ email, password });
};
const staffSignsIn = (t: TestServer, email: string) => async (password: string) => {
  await t.client().admin.auth.login({ email, password });
};

async function expectNoAccount(t: TestServer, email: string) {
  expect(await t.db.knex('profiles').where('email', email).first('id')).toBeUndefined();
}

async function expectLinkUnused(t: TestServer, email: string) {
  const row = await t.db
    .knex('password_reset_tokens as r')
    .join('profiles as p', 'p.id', 'r.user_id')
    .where('p.email', email)
    .first('r.used_at');
  expect(row?.used_at).toBeNull();
}

/** An account of `kind` with a password reset link mailed to it. */
async function resetLinkFor(t: TestServer, kind: 'user' | 'staff') {
  const account =
    kind === 'user'
      ? await t.userClient({ password: 'first-password-1' })
      : { ...(await inviteStaffMember(t, await t.adminClient(), 'support')), password: staffPassword };
  const signsIn = kind === 'user' ? userSignsIn : staffSignsIn;
  const token = await mailedResetToken(t, account.email);
  return {
    email: account.email,
    set: (password: string) => t.client().auth.resetPassword({ token, password }),
    unchanged: async () => {
      await signsIn(t, account.email)(account.password);
      await expectLinkUnused(t, account.email);
    },
    signsInWith: signsIn(t, account.email),
  };
}

/** The registration, reset, change and invitation forms; each try prepares its own account. */
export const passwordForms: PasswordForm[] = [
  {
    name: 'registration',
    kind: 'user',
    field: 'password',
    prepare: async (t) => {
      counter += 1;
      const email = `pw-register${counter}@example.test`;
      return {
        email,
        set: (password) => t.client().auth.register({ email, password, firstName: 'P', lastName: 'W' }),
        unchanged: () => expectNoAccount(t, email),
        signsInWith: userSignsIn(t, email),
      };
    },
  },
  { name: "a user's reset", kind: 'user', field: 'password', prepare: (t) => resetLinkFor(t, 'user') },
  {
    name: "a staff member's reset",
    kind: 'staff',
    field: 'password',
    prepare: (t) => resetLinkFor(t, 'staff'),
  },
  {
    name: "a user's change",
    kind: 'user',
    field: 'newPassword',
    prepare: async (t) => {
      const user = await t.userClient({ password: 'first-password-1' });
      return {
        email: user.email,
        set: (newPassword) => user.client.me.changePassword({ currentPassword: user.password, newPassword }),
        unchanged: () => userSignsIn(t, user.email)(user.password),
        signsInWith: userSignsIn(t, user.email),
      };
    },
  },
  {
    name: "a staff member's change",
    kind: 'staff',
    field: 'newPassword',
    prepare: async (t) => {
      const member = await inviteStaffMember(t, await t.adminClient(), 'support');
      return {
        email: member.email,
        set: (newPassword) =>
          member.client.admin.auth.changePassword({ currentPassword: staffPassword, newPassword }),
        unchanged: () => staffSignsIn(t, member.email)(staffPassword),
        signsInWith: staffSignsIn(t, member.email),
      };
    },
  },
  {
    name: 'an invitation',
    kind: 'staff',
    field: 'password',
    prepare: async (t) => {
      counter += 1;
      const email = `pw-invitation${counter}@tradesim.test`;
      await (await t.adminClient()).admin.staff.invite({
        email,
        firstName: 'P',
        lastName: 'W',
        role: 'support',
      });
      const token = await mailedInviteToken(t, email);
      return {
        email,
        set: (password) => t.client().admin.auth.acceptInvite({ token, password }),
        unchanged: async () => {
          await expectNoAccount(t, email);
          const invite = await t.db.knex('staff_invites').where('email', email).first('accepted_at');
          expect(invite?.accepted_at).toBeNull();
        },
        signsInWith: staffSignsIn(t, email),
      };
    },
  },
];
