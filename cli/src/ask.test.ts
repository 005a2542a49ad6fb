import { rejectRequestSchema } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { requireChoice, requireValue } from './ask.js';
import { UsageError } from './errors.js';
import { checkId, checkInput } from './parse.js';

describe('required values without a terminal', () => {
  it('are usage errors that name the flag', async () => {
    await expect(
      requireValue(undefined, { flag: '--reason <text>', message: 'Reason', interactive: false }),
    ).rejects.toThrow(new UsageError('Missing --reason <text> (there is no terminal to ask for it on).'));
    expect(await requireValue('given', { flag: '--x', message: 'X', interactive: false })).toBe('given');
    await expect(
      requireChoice(undefined, ['a', 'b'], { flag: 'the job', message: 'Job', interactive: false }),
    ).rejects.toThrow('Missing the job: one of a, b');
    await expect(requireChoice('coffee', ['a', 'b'], { flag: 'the job', message: 'Job' })).rejects.toThrow(
      'the job must be one of: a, b (got "coffee").',
    );
  });

  it('are checked with the server schema, naming the flag', () => {
    expect(() => checkInput(rejectRequestSchema, { reason: ' ' }, { reason: '--reason' })).toThrow(
      '--reason: Please provide a reason for rejecting this transaction',
    );
    expect(checkInput(rejectRequestSchema, { reason: ' ok ' })).toEqual({ reason: 'ok' });
    expect(() => checkId('42', 'deposit')).toThrow('"42" is not a deposit id (a UUID).');
  });
});
