import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where one run of the CLI reads and writes: the process's own streams, or those a test drives
 * (a real command answered through an input stream, its prompts read from the output).
 */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  /** The result: JSON, tables, the lines a script reads. */
  stdout: NodeJS.WritableStream;
  /** Prompts, notes, progress and errors. */
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Someone is there to answer prompts (the process: stdin is a terminal). */
  interactive: boolean;
}

const running = new AsyncLocalStorage<CliIo>();

export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interactive: Boolean(process.stdin.isTTY),
  };
}

/** The streams of the run this code is part of. */
export function cliIo(): CliIo {
  return running.getStore() ?? processIo();
}

/** Runs `work` (and everything it awaits) with `io` as its streams. */
export function withCliIo<T>(io: CliIo, work: () => Promise<T>): Promise<T> {
  return running.run(io, work);
}
