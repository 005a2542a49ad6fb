import { CommanderError } from '@commander-js/extra-typings';
import { describeError, exitCodes } from './errors.js';
import { type CliIo, processIo, withCliIo } from './io.js';
import { buildProgram } from './program.js';

/**
 * One run of `tradesim <args>`: the exit code it ends with (docs/cli.md:
 * 0 success, 1 a refused operation, 2 bad usage), errors written to `io.stderr`.
 */
export function runCli(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  return withCliIo(io, async () => {
    try {
      await buildProgram().parseAsync([...args], { from: 'user' });
      return exitCodes.ok;
    } catch (error) {
      // Commander has printed its message (or the help, or the version) already.
      if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
      const { lines, exitCode } = describeError(error);
      for (const line of lines) io.stderr.write(`tradesim: ${line}\n`);
      return exitCode;
    }
  });
}
