import { Command } from 'commander';
import { registerHealth } from './commands/health.js';

/** `tradesim <noun> <verb>` (DESIGN.md "House style"); one file per noun under commands/. */
export function buildProgram(): Command {
  const program = new Command('tradesim')
    .description('Operate a Tradesim server from the terminal (prices and returns are simulated).')
    .version('0.1.0')
    .option('--url <url>', 'the Tradesim server', process.env.TRADESIM_URL ?? 'http://localhost:3000');
  registerHealth(program);
  return program;
}
