import { PassThrough, Writable } from 'node:stream';

/**
 * The operator CLI run in this process (cli/src/run.ts) against a test server, with a terminal
 * a test types into and reads: prompts are waited for on the screen, never by sleeping.
 */

/** What cli/src/io.ts takes (api's TypeScript project does not include the CLI's sources). */
interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  interactive: boolean;
}
type RunCli = (args: readonly string[], io: CliIo) => Promise<number>;

// By path, so that tsc does not pull the CLI's sources into api's project; vitest runs them.
const cliRun = new URL('../../../cli/src/run.ts', import.meta.url).pathname;

export async function loadCli(): Promise<RunCli> {
  return ((await import(cliRun)) as { runCli: RunCli }).runCli;
}

/** The screen without colours and cursor moves: what an operator reads. */
export function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escapes are what is removed.
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}

/** A stream that keeps what was written and wakes whoever waits for some text in it. */
class Capture extends Writable {
  text = '';
  /** Wide, so that a prompt stays on one line as the test expects it. */
  readonly columns = 300;
  private readonly waiters = new Set<() => void>();

  override _write(chunk: Buffer | string, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    for (const listener of this.waiters) listener();
    done();
  }

  /**
   * A terminal stays open: each prompt ends the stream it writes through, which a pipe passes on
   * to every destination but the process's own stdout and stderr.
   */
  override end(): this {
    return this;
  }

  onWrite(listener: () => void): () => void {
    this.waiters.add(listener);
    return () => this.waiters.delete(listener);
  }
}

const waitLimitMs = 20_000;

export const keys = { enter: '\r', down: '\u001b[B' };

export interface TerminalRun {
  /** Settles with the exit code. */
  exitCode: Promise<number>;
  stdout(): string;
  /** Everything shown on stderr (prompts, answers, notes), as plain text. */
  screen(): string;
  /**
   * Waits until `text` is shown after what was already waited for, and returns the screen from
   * there; fails with the screen when the run ends first.
   */
  waitFor(text: string): Promise<string>;
  type(keystrokes: string): void;
}

export interface Operator {
  /** `tradesim <args>` on a terminal (interactive), or in a pipe fed with `stdin`. */
  run(args: string[], options?: { interactive?: boolean; stdin?: string }): TerminalRun;
}

/** A staff member at their terminal: their own config directory, so their own session. */
export function operator(runCli: RunCli, env: { url: string; configDir: string }): Operator {
  return {
    run(args, options = {}) {
      const stdin = new PassThrough();
      const stdout = new Capture();
      const stderr = new Capture();
      if (options.stdin !== undefined) stdin.end(options.stdin);
      let ended = false;
      const exitCode = runCli(args, {
        stdin,
        stdout,
        stderr,
        env: { TRADESIM_CONFIG_DIR: env.configDir, TRADESIM_URL: env.url },
        interactive: options.interactive ?? true,
      }).finally(() => {
        ended = true;
      });
      let seen = 0;
      const waitFor = (text: string) =>
        new Promise<string>((resolve, reject) => {
          const fail = (why: string) => {
            stop();
            reject(
              new Error(`"${text}" ${why}. The screen:\n${plain(stderr.text)}\nstdout:\n${stdout.text}`),
            );
          };
          const check = () => {
            const shown = plain(stderr.text);
            const at = shown.indexOf(text, seen);
            if (at !== -1) {
              stop();
              seen = at + text.length;
              resolve(shown.slice(at));
            } else if (ended) {
              fail('was never shown: the run ended');
            }
          };
          // Not a pause: a prompt that never comes fails with the screen, before the test's timeout.
          const guard = setTimeout(() => fail(`was not shown within ${waitLimitMs / 1000} s`), waitLimitMs);
          const unsubscribe = stderr.onWrite(check);
          const stop = () => {
            clearTimeout(guard);
            unsubscribe();
          };
          void exitCode.then(check, check);
          check();
        });
      return {
        exitCode,
        stdout: () => stdout.text,
        screen: () => plain(stderr.text),
        waitFor,
        type: (keystrokes) => stdin.write(keystrokes),
      };
    },
  };
}
