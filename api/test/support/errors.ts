import { AppError } from '@tradesim/sdk';
import { expect } from 'vitest';

/** Awaits a call that must fail and returns its AppError, checking code and (optionally) message. */
export async function expectAppError(
  call: Promise<unknown>,
  code: string,
  message?: string,
): Promise<AppError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code}`).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}
