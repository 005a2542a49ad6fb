import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkPasswordLength,
  type PasswordKind,
  passwordLength,
} from './password-rules.js';

const common = new Set(['password1234', 'qwertyuiop12', 'letmein123']);
const check = (password: string, kind: PasswordKind = 'user', email?: string) => {
  const result = checkNewPassword({
    password,
    kind,
    email,
    isCommon: (lowerCased) => common.has(lowerCased),
  });
  return result.ok ? 'ok' : result.message;
};

const tooShort = (min: number) => `Password must be at least ${min} characters long`;
const tooCommon = 'This password is too common. Choose one that is harder to guess';

describe('length', () => {
  it.each([
    ['user', '', 'Password is required'],
    ['user', 'seven-7', tooShort(8)],
    ['user', 'eight-88', 'ok'],
    ['staff', 'eleven-char', tooShort(12)],
    ['staff', 'twelve-chars', 'ok'],
    ['user', `${'x'.repeat(127)}y`, 'ok'],
    ['staff', `${'x'.repeat(128)}y`, 'Password must be at most 128 characters long'],
  ] as const)('%s %j → %s', (kind, password, expected) => {
    expect(check(password, kind)).toBe(expected);
  });

  it('counts code points, as NIST does: four emoji are four characters, not eight', () => {
    expect(passwordLength('🔑🔑🔑🔑')).toBe(4);
    expect(check('🔑🔒🔓🗝️', 'user')).toBe(tooShort(8));
    expect(check('🔑🔒🔓🗝🔑🔒🔓🗝', 'user')).toBe('ok');
    expect(check(`${'🔑'.repeat(100)}abcdefghijklmnopqrstuvwxyzAB`, 'staff')).toBe('ok');
  });

  it('accepts every password of 12 to 128 characters for anyone, as far as length goes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 128, unit: 'grapheme-ascii' }), (text) => {
        expect(checkPasswordLength(text, 'staff').ok).toBe(true);
        expect(checkPasswordLength(text, 'user').ok).toBe(true);
      }),
    );
  });
});

describe('easy to guess', () => {
  it('refuses a common password whatever its case, but only once it is long enough', () => {
    expect(check('password1234')).toBe(tooCommon);
    expect(check('PassWord1234', 'staff')).toBe(tooCommon);
    expect(check('letmein123')).toBe(tooCommon);
    expect(check('letmein123', 'staff')).toBe(tooShort(12));
    expect(check('password1235')).toBe('ok');
  });

  it('refuses one character repeated, in either case', () => {
    expect(check('aaaaaaaa')).toBe(tooCommon);
    expect(check('aAaAaAaAaAaA', 'staff')).toBe(tooCommon);
    expect(check('🔑'.repeat(8))).toBe(tooCommon);
    expect(check('aaaaaaab')).toBe('ok');
  });

  it("refuses the account's own email and the part before its @", () => {
    const email = 'Grace.Hopper@example.test';
    expect(check('grace.hopper@example.test', 'user', email)).toBe(tooCommon);
    expect(check('GRACE.HOPPER', 'user', email)).toBe(tooCommon);
    expect(check('grace.hopper1', 'user', email)).toBe('ok');
    expect(check('grace.hopper')).toBe('ok');
  });
});
