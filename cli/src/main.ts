import { runCli } from './run.js';

// `ledger verify` sets the exit code itself when the ledger is not balanced.
const exitCode = await runCli(process.argv.slice(2));
if (exitCode !== 0) process.exitCode = exitCode;
