import { confirm, input, password, select } from '@inquirer/prompts';
import { UsageError } from './errors.js';

/** Prompts write to stderr, so `--json` output on stdout stays clean. */
const context = { output: process.stderr };

/** Prompts only on a terminal: in scripts and pipes a missing value is a usage error instead. */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY);
}

export interface ValueRequest {
  /** How the value is given on the command line, for the usage error: `--reason <text>`. */
  flag: string;
  /** The prompt's question. */
  message: string;
  secret?: boolean;
  /** Checked while typing on a terminal; a message re-asks. */
  validate?: (value: string) => string | true;
  interactive?: boolean;
}

/** The value the flags gave, else asked for on a terminal, else a usage error (exit 2). */
export async function requireValue(value: string | undefined, request: ValueRequest): Promise<string> {
  if (value !== undefined) return value;
  if (!(request.interactive ?? canPrompt())) {
    throw new UsageError(`Missing ${request.flag} (there is no terminal to ask for it on).`);
  }
  const validate = request.validate ?? ((text: string) => (text.trim() ? true : 'This field is required'));
  return request.secret
    ? password({ message: request.message, mask: '*', validate }, context)
    : input({ message: request.message, validate }, context);
}

/** One of a fixed set of values, given or chosen from a list on a terminal. */
export async function requireChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  request: Omit<ValueRequest, 'secret' | 'validate'>,
): Promise<T> {
  if (value !== undefined) {
    if ((choices as readonly string[]).includes(value)) return value as T;
    throw new UsageError(`${request.flag} must be one of: ${choices.join(', ')} (got "${value}").`);
  }
  if (!(request.interactive ?? canPrompt())) {
    throw new UsageError(
      `Missing ${request.flag}: one of ${choices.join(', ')} (there is no terminal to ask on).`,
    );
  }
  return select({ message: request.message, choices: choices.map((choice) => ({ value: choice })) }, context);
}

/** Asks before something that cannot be undone; without a terminal the command line is the consent. */
export async function confirmOnTerminal(message: string, skip: boolean): Promise<boolean> {
  if (skip || !canPrompt()) return true;
  return confirm({ message, default: false }, context);
}

export interface ConsentRequest {
  /** `--yes` was given. */
  yes: boolean;
  /** Whether there is someone to ask (a terminal unless a test says otherwise). */
  interactive?: boolean;
  /** Where the answer is read from (the terminal unless a test gives a stream). */
  input?: NodeJS.ReadableStream;
}

/**
 * Moving money or changing who may (clig.dev): on a terminal the operator confirms (no by
 * default); without one, a script must say `--yes`, so a pipe or a cron job never moves money
 * because nobody was there to refuse.
 */
export async function requireConsent(message: string, request: ConsentRequest): Promise<boolean> {
  if (request.yes) return true;
  if (!(request.interactive ?? canPrompt())) {
    throw new UsageError(`${message} Pass --yes to confirm (there is no terminal to ask on).`);
  }
  return confirm(
    { message, default: false },
    { ...context, ...(request.input ? { input: request.input } : {}) },
  );
}
