import { anonymousClient, type Program, serverUrl } from '../context.js';
import { printJson, printLine } from '../output.js';

/** `tradesim health`: asks without signing in, so it also answers before anyone has. */
async function checkHealth(url: string, options: { json?: boolean }): Promise<void> {
  const health = await anonymousClient(url).health();
  if (options.json) printJson(health);
  else printLine(`${url}: ${health.status}, database ${health.db}, version ${health.version}`);
}

/** `tradesim health`: is the server up and its database reachable. Exit 1 when not. */
export function registerHealth(program: Program): void {
  program
    .command('health')
    .description('check that the server and its database answer')
    .option('--json', 'print the raw JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim health\n  $ tradesim health --url https://tradesim.example.com --json',
    )
    .action((options, command) => checkHealth(serverUrl(command), options));
}
