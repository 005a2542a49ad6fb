import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isEmbeddedInstanceFault, isStorageFault } from './errors.js';

const pgError = (code: string, message = 'x', severity = 'ERROR') =>
  Object.assign(new Error(message), { code, severity });

describe('storage faults', () => {
  it.each([
    ['53100', 'could not extend file "base/16384/16385": No space left on device'],
    ['53000', 'out of file descriptors: Too many open files; release and retry'],
    ['58030', 'could not write to file "pg_wal/xlogtemp.123": Input/output error'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['42501', 'could not write to log file "000000010000000000000001": Read-only file system'],
    ['42501', 'could not create file "base/5/16385_fsm": Permission denied'],
    ['XX000', 'could not extend file "base/5/16385": Disk quota exceeded'],
    ['XX000', 'could not create file "base/5/16385_fsm": Quota exceeded'],
  ])('%s (%s) is a 503, on PostgreSQL and the embedded database alike', (code, message) => {
    const error = pgError(code, message);
    expect(isStorageFault(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isEmbeddedInstanceFault(error)).toBe(true);
  });

  it('leaves a refused privilege and an internal error to be bugs (500s)', () => {
    for (const error of [
      pgError('42501', 'permission denied for table ledger_entries'),
      pgError('XX000', 'could not find block containing chunk 0x1234'),
      pgError('23505', 'duplicate key value violates unique constraint'),
    ]) {
      expect(isStorageFault(error)).toBe(false);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('gives the embedded instance up after a PANIC or FATAL, or any refused file operation', () => {
    expect(isEmbeddedInstanceFault(pgError('XX000', 'anything', 'PANIC'))).toBe(true);
    expect(isEmbeddedInstanceFault(pgError('57P01', 'terminating', 'FATAL'))).toBe(true);
    expect(
      isEmbeddedInstanceFault(pgError('58P02', 'could not create file "base/5/16385_fsm": File exists')),
    ).toBe(true);
    expect(isEmbeddedInstanceFault(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isEmbeddedInstanceFault(pgError('57014', 'canceling statement due to statement timeout'))).toBe(
      false,
    );
  });
});
