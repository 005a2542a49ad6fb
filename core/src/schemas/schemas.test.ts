import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDurationRequestSchema } from './admin-catalogue.js';
import { rejectRequestSchema, updatePaymentSettingsRequestSchema } from './admin-review.js';
import { balanceAdjustmentRequestSchema, banRequestSchema } from './admin-users.js';
import {
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth.js';
import { isStorableText } from './common.js';
import { newPasswordField } from './credentials.js';
import * as contract from './index.js';
import { purchaseRequestSchema } from './investments.js';
import { sendMessageRequestSchema } from './support.js';
import { withdrawalRequestSchema } from './wallet.js';

/** The first message per field, as the API's error handler reports it. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

describe('request schemas carry the spec messages', () => {
  it('register', () => {
    expect(fieldsOf(registerRequestSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(
      fieldsOf(registerRequestSchema, { email: 'nope', password: '12345', firstName: ' ', lastName: 'L' }),
    ).toEqual({
      // The password's length is the service's rule (422), once it knows whose account it is.
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
    });
    const parsed = registerRequestSchema.parse({
      email: '  Ann@Example.COM ',
      password: 'secret',
      firstName: ' Ann ',
      lastName: 'Lee',
    });
    expect(parsed).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });

  it('logout scope', () => {
    expect(logoutRequestSchema.parse({})).toEqual({ scope: 'local' });
    expect(logoutRequestSchema.parse({ scope: 'global' })).toEqual({ scope: 'global' });
    expect(fieldsOf(logoutRequestSchema, { scope: 'others' })).toEqual({
      scope: "Scope must be 'local' or 'global'",
    });
  });

  it('reset password: the API wants a password; the form wants one long enough', () => {
    expect(fieldsOf(resetPasswordRequestSchema, { token: 't', password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(fieldsOf(resetPasswordRequestSchema, { token: 't', password: '1' })).toEqual({});
    expect(fieldsOf(newPasswordField('user'), 'seven-7')).toEqual({
      _: 'Password must be at least 8 characters long',
    });
    expect(fieldsOf(newPasswordField('staff'), 'eleven-char')).toEqual({
      _: 'Password must be at least 12 characters long',
    });
    expect(fieldsOf(newPasswordField('staff'), 'twelve-chars')).toEqual({});
  });

  it('sign-in takes any password up to 128 characters, counted as code points', () => {
    const login = (password: string) => fieldsOf(loginRequestSchema, { email: 'a@b.co', password });
    expect(login('1')).toEqual({});
    expect(login('🔑'.repeat(128))).toEqual({});
    expect(login('x'.repeat(129))).toEqual({ password: 'Password must be at most 128 characters long' });
  });

  it('money inputs take strings or numbers with two decimals at most', () => {
    const base = {
      assetId: '2b1d1f3e-8f0a-4c1e-9b7a-3f2e1d0c9b8a',
      durationId: '2b1d1f3e-8f0a-4c1e-9b7a-3f2e1d0c9b8a',
    };
    expect(purchaseRequestSchema.parse({ ...base, amount: 10.5 }).amount).toBe('10.50');
    expect(purchaseRequestSchema.parse({ ...base, amount: '25' }).amount).toBe('25.00');
    expect(fieldsOf(purchaseRequestSchema, { ...base, amount: '10.555' })).toEqual({
      amount: 'Enter an amount greater than 0',
    });
    expect(fieldsOf(purchaseRequestSchema, { ...base, amount: 0 })).toEqual({
      amount: 'Enter an amount greater than 0',
    });
    expect(fieldsOf(purchaseRequestSchema, { assetId: base.assetId, amount: 5 })).toEqual({
      durationId: 'Please choose an investment period',
    });
    expect(fieldsOf(withdrawalRequestSchema, { amount: 'ten', walletAddress: '' })).toEqual({
      amount: 'Please enter a valid amount',
      walletAddress: 'Please enter your TRC20 wallet address',
    });
  });

  it('admin forms', () => {
    expect(fieldsOf(balanceAdjustmentRequestSchema, { amount: 'x', reason: '' })).toEqual({
      amount: 'Please enter a valid amount',
      reason: 'Please fill in all fields',
    });
    expect(balanceAdjustmentRequestSchema.parse({ amount: -5.5, reason: 'refund' }).amount).toBe('-5.50');
    expect(fieldsOf(balanceAdjustmentRequestSchema, { amount: 0, reason: 'x' })).toEqual({
      amount: 'Please enter a valid amount',
    });
    expect(fieldsOf(banRequestSchema, {})).toEqual({
      reason: 'Please provide a reason for banning this user',
    });
    expect(fieldsOf(rejectRequestSchema, { reason: '   ' })).toEqual({
      reason: 'Please provide a reason for rejecting this transaction',
    });
    expect(fieldsOf(updatePaymentSettingsRequestSchema, { walletAddress: ' ' })).toEqual({
      walletAddress: 'Wallet address is required',
    });
    expect(
      fieldsOf(createDurationRequestSchema, { label: '5 hours', hours: 0, maxReturnPercent: 2.5 }),
    ).toEqual({
      hours: 'Hours and return percentage must be positive numbers',
    });
    expect(fieldsOf(createDurationRequestSchema, { label: '', hours: 'x', maxReturnPercent: 'y' })).toEqual({
      label: 'Please fill in all fields with valid values',
      hours: 'Please fill in all fields with valid values',
      maxReturnPercent: 'Please fill in all fields with valid values',
    });
    expect(fieldsOf(sendMessageRequestSchema, { message: 'x'.repeat(1001) })).toEqual({
      message: 'Message must be 1000 characters or fewer',
    });
    expect(fieldsOf(sendMessageRequestSchema, { message: '  \n ' })).toEqual({
      message: 'Message cannot be empty',
    });
    // Trimmed first, then counted in UTF-16 units: the unit the composers' counters and a
    // textarea's maxLength use, so what the screen allows the server accepts.
    expect(sendMessageRequestSchema.parse({ message: ` ${'x'.repeat(1000)} ` }).message).toHaveLength(1000);
  });
});

describe('every schema of the contract', () => {
  it('renders to JSON Schema, as the OpenAPI document will need', () => {
    const schemas = Object.entries(contract).filter(([, value]) => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(80);
    for (const [name, schema] of schemas) {
      expect(
        () => z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
        name,
      ).not.toThrow();
    }
  });
});

describe('isStorableText', () => {
  it('takes any text PostgreSQL stores, surrogate pairs included, and refuses NUL and lone surrogates', () => {
    for (const text of ['', 'plain', 'Zé 名', 'Fraud 🚩', '\uDBFF\uDFFF'])
      expect(isStorableText(text)).toBe(true);
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDFFF\uD800', '🚩\uD83D'])
      expect(isStorableText(text)).toBe(false);
  });
});
