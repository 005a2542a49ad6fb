import { PassThrough } from 'node:stream';
import { rejectRequestSchema } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { requireChoice, requireConsent, requireValue } from './ask.js';
import { UsageError } from './errors.js';
import { withCliIo } from './io.js';
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

describe('consent to move money', () => {
  it('needs --yes without a terminal, and reads the answer on one', async () => {
    await expect(requireConsent('Approve deposit 1?', { yes: false, interactive: false })).rejects.toThrow(
      new UsageError('Approve deposit 1? Pass --yes to confirm (there is no terminal to ask on).'),
    );
    expect(await requireConsent('Approve deposit 1?', { yes: true, interactive: false })).toBe(true);
    let shown = '';
    const answer = async (typed: string) => {
      const input = new PassThrough();
      const screen = new PassThrough();
      screen.on('data', (chunk) => {
        shown += String(chunk);
      });
      const io = { stdin: input, stdout: new PassThrough(), stderr: screen, env: {}, interactive: true };
      return withCliIo(io, async () => {
        const asked = requireConsent(async () => 'Approve deposit 1?', { yes: false });
        input.write(typed);
        return asked;
      });
    };
    expect(await answer('y\n')).toBe(true);
    // No is the default, and the hint says so.
    expect(shown).toContain('Approve deposit 1? [y/N]');
    expect(await answer('n\n')).toBe(false);
    // Enter alone takes the default, which is no.
    expect(await answer('\n')).toBe(false);
    // --yes needs no question, so nothing is read to make one.
    const unasked = () => Promise.reject(new Error('asked'));
    expect(await requireConsent(unasked, { yes: true, interactive: false })).toBe(true);
  });
});
