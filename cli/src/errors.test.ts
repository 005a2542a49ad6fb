import { AppError } from '@tradesim/sdk';
import { describe, expect, it } from 'vitest';
import { describeError, OperationFailed, ServerUnreachable, UsageError } from './errors.js';

describe('exit codes', () => {
  it('is 2 for bad usage, 1 for a refusal (message, code and fields), 1 for a failed job', () => {
    expect(describeError(new UsageError('Missing --reason'))).toEqual({
      lines: ['Missing --reason'],
      exitCode: 2,
    });
    const refused = describeError(
      new AppError('VALIDATION_FAILED', 'Bad', { fields: { amount: 'Too big' } }),
    );
    expect(refused).toEqual({ lines: ['Bad (VALIDATION_FAILED)', '  amount: Too big'], exitCode: 1 });
    expect(describeError(new OperationFailed('The job failed')).exitCode).toBe(1);
  });

  it('says how to sign in again when the session is gone', () => {
    expect(describeError(new AppError('ADMIN_SESSION_INVALID')).lines).toEqual([
      'Invalid or expired session (ADMIN_SESSION_INVALID)',
      'Run `tradesim login` to sign in again.',
    ]);
  });
});

describe('a server that cannot be reached', () => {
  it('is named with the URL tried and why', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const error = new AppError('SERVICE_UNAVAILABLE', 'Cannot reach the Tradesim server.', {
      cause: new ServerUnreachable('http://localhost:3999', refused),
    });
    expect(describeError(error)).toEqual({
      lines: [
        'Could not reach the Tradesim server at http://localhost:3999 (ECONNREFUSED). Is it running? Pass --url or set TRADESIM_URL to use another.',
      ],
      exitCode: 1,
    });
  });
});
