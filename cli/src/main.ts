import { isAppError } from '@tradesim/sdk';
import { CommanderError } from 'commander';
import { buildProgram } from './program.js';

/** Exit codes (DESIGN.md): 0 success, 1 a refused operation, 2 bad usage. */
try {
  await buildProgram().exitOverride().parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exit(error.exitCode === 0 ? 0 : 2);
  }
  console.error(isAppError(error) ? `${error.code}: ${error.message}` : String(error));
  process.exit(1);
}
