import { confirm, input, password, select } from '@inquirer/prompts';
import { UsageError } from './errors.js';
import { cliIo } from './io.js';

/** Prompts write to stderr, so `--json` output on stdout stays clean. */
export function promptStreams(): { input: NodeJS.ReadableStream; output: NodeJS.WritableStream } {
  const io = cliIo();
  return { input: io.stdin, output: io.stderr };
}

/** Prompts only on a terminal: in scripts and pipes a missing value is a usage error instead. */
export function canPrompt(): boolean {
  return cliIo().interactive;
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
    ? password({ message: request.message, mask: '*', validate }, promptStreams())
    : input({ message: request.message, validate }, promptStreams());
}

/**
 * A value that may be left out: the flag's, else asked for on a terminal (Enter alone leaves it
 * out), else none.
 */
export async function optionalValue(
  value: string | undefined,
  request: { message: string; validate: (value: string) => string | true },
): Promise<string | undefined> {
  if (value !== undefined || !canPrompt()) return value;
  const answer = await input(
    { message: request.message, validate: (text) => !text.trim() || request.validate(text) },
    promptStreams(),
  );
  return answer.trim() || undefined;
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
  return select(
    { message: request.message, choices: choices.map((choice) => ({ value: choice })) },
    promptStreams(),
  );
}

/** Asks before something that cannot be undone; without a terminal the command line is the consent. */
export async function confirmOnTerminal(message: string, skip: boolean): Promise<boolean> {
  if (skip || !canPrompt()) return true;
  return confirm({ message, default: false }, promptStreams());
}

/** The flags of a command that changes something on request: why, `--yes`, `--json`. */
export interface RequestFlags {
  reason?: string;
  yes?: boolean;
  json?: boolean;
}

export interface ConsentRequest {
  /** `--yes` was given. */
  yes: boolean;
  /** Whether there is someone to ask (a terminal unless a test says otherwise). */
  interactive?: boolean;
}

/**
 * The question, or how to make it: what it states (an amount, a balance after) may have to be
 * read from the server first, which `--yes` spares.
 */
export type Question = string | (() => Promise<string>);

/** `[y/N]`: no is the default, and the hint says so as a shell's would. */
const consentTheme = { style: { defaultAnswer: (hint: string) => `[${hint}]` } };

/**
 * Moving money or changing who may (clig.dev): on a terminal the operator confirms (no by
 * default); without one, a script must say `--yes`, so a pipe or a cron job never moves money
 * because nobody was there to refuse.
 */
export async function requireConsent(question: Question, request: ConsentRequest): Promise<boolean> {
  if (request.yes) return true;
  const message = typeof question === 'string' ? question : await question();
  if (!(request.interactive ?? canPrompt())) {
    throw new UsageError(`${message} Pass --yes to confirm (there is no terminal to ask on).`);
  }
  return confirm({ message, default: false, theme: consentTheme }, promptStreams());
}
