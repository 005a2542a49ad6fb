import { isAppError } from '@tradesim/sdk';

/** Bad usage (a missing or malformed flag or argument): exit code 2, nothing was changed. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Work the server accepted that did not finish (a background job that failed): exit code 1. */
export class OperationFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationFailed';
  }
}

/** The server could not be reached at all (refused, unknown host, no network): exit code 1. */
export class ServerUnreachable extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const reason = (cause as { cause?: { code?: string } })?.cause?.code;
    super(
      `Could not reach the Tradesim server at ${url}${reason ? ` (${reason})` : ''}. Is it running? Pass --url or set TRADESIM_URL to use another.`,
    );
    this.name = 'ServerUnreachable';
  }
}

/** The CLI's exit codes (docs/cli.md: 0 done, 1 refused or failed, 2 bad usage). */
export const exitCodes = { ok: 0, refused: 1, usage: 2 } as const;

/** Codes after which the stored admin session is gone: the fix is to sign in again. */
const signInAgain = new Set(['ADMIN_SESSION_INVALID', 'ADMIN_PROFILE_NOT_FOUND', 'UNAUTHENTICATED']);

/** What to print on stderr for an error, and the exit code it ends with. */
export function describeError(error: unknown): { lines: string[]; exitCode: number } {
  if (error instanceof UsageError) return { lines: [error.message], exitCode: exitCodes.usage };
  if (error instanceof OperationFailed) return { lines: [error.message], exitCode: exitCodes.refused };
  // The SDK answers a request that never reached the server with SERVICE_UNAVAILABLE; the CLI's
  // own fetch (context.ts) said which server it tried.
  if (isAppError(error) && error.cause instanceof ServerUnreachable) {
    return { lines: [error.cause.message], exitCode: exitCodes.refused };
  }
  if (isAppError(error)) {
    const lines = [`${error.message} (${error.code})`];
    for (const [field, message] of Object.entries(error.fields ?? {})) lines.push(`  ${field}: ${message}`);
    if (error.retryAfterSeconds) lines.push(`  Try again in ${error.retryAfterSeconds} s.`);
    if (signInAgain.has(error.code) && !error.message.includes('tradesim login'))
      lines.push('Run `tradesim login` to sign in again.');
    return { lines, exitCode: exitCodes.refused };
  }
  // Ctrl+C or Ctrl+D at a prompt: the value was never given, so nothing was done.
  if (error instanceof Error && error.name === 'ExitPromptError') {
    return { lines: ['Cancelled.'], exitCode: exitCodes.usage };
  }
  return { lines: [error instanceof Error ? (error.stack ?? error.message) : String(error)], exitCode: 1 };
}
