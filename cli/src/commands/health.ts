import { createClient } from '@tradesim/sdk';
import type { Command } from 'commander';

/** `tradesim health`: is the server up and its database reachable. Exit 1 when not. */
export function registerHealth(program: Command): void {
  program
    .command('health')
    .description('check that the server and its database answer')
    .option('--json', 'print the raw JSON')
    .action(async (options: { json?: boolean }) => {
      const { url } = program.opts<{ url: string }>();
      const health = await createClient({ baseUrl: url }).health();
      if (options.json) console.log(JSON.stringify(health));
      else console.log(`${url}: ${health.status}, database ${health.db}, version ${health.version}`);
    });
}
