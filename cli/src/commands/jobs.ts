import { jobNameSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireChoice } from '../ask.js';
import { lazyAdminClient, type Program } from '../context.js';
import { printJson, printLine } from '../output.js';

const jobNames = jobNameSchema.options;

/** `tradesim jobs run`: another instance running the job already is not an error. */
async function runJob(
  client: () => TradesimClient,
  nameArg: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  const name = await requireChoice(nameArg, jobNames, { flag: 'the job name', message: 'Which job?' });
  const result = await client().admin.jobs.run(name);
  if (options.json) printJson(result);
  else if (!result.ran) printLine(`${name} is running on another instance right now; nothing more was done.`);
  else printLine(`Ran ${name}${result.result ? `: ${JSON.stringify(result.result)}` : '.'}`);
}

/** `tradesim jobs run <name>`: a scheduled job now, instead of at its next tick. */
export function registerJobs(program: Program): void {
  const jobs = program.command('jobs').description('the scheduled jobs');

  jobs
    .command('run')
    .description(`run a job now: ${jobNames.join(', ')}`)
    .argument('[name]', 'the job (asked for on a terminal when left out)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim jobs run settle-matured\n  $ tradesim jobs run price-tick --json',
    )
    .action((name, options, command) => runJob(lazyAdminClient(command), name, options));
}
