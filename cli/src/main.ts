import { CommanderError } from 'commander';
import { describeError, exitCodes } from './errors.js';
import { buildProgram } from './program.js';

/** Exit codes (docs/contributing.md#house-style): 0 success, 1 a refused operation, 2 bad usage. */
try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander has printed its message (or the help, or the version) already.
    process.exitCode = error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
  } else {
    const { lines, exitCode } = describeError(error);
    for (const line of lines) console.error(`tradesim: ${line}`);
    process.exitCode = exitCode;
  }
}
