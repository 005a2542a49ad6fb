import { type AdminDuration, createDurationRequestSchema, updateDurationRequestSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { confirmOnTerminal, requireValue } from '../ask.js';
import { lazyAdminClient, type Program } from '../context.js';
import { UsageError } from '../errors.js';
import { requireArg, resolveDuration } from '../lookup.js';
import { printJson, printLine, printPage } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';
import type { Column } from '../table.js';

const columns: Column<AdminDuration>[] = [
  { header: 'LABEL', value: (d) => d.label },
  { header: 'HOURS', value: (d) => d.hours, align: 'right' },
  { header: 'MAX RETURN %', value: (d) => d.maxReturnPercent, align: 'right' },
  { header: 'STATUS', value: (d) => (d.isActive ? 'active' : 'inactive') },
  { header: 'ID', value: (d) => d.id },
];

const flags = { label: '--label', hours: '--hours', maxReturnPercent: '--percent', isActive: '--active' };
/** `add` takes the label as its argument, as every noun's `add` takes what names it. */
const addFlags = { ...flags, label: 'the label' };
const describe = (d: AdminDuration) =>
  `${d.label} (${d.hours} h, up to ${d.maxReturnPercent}%, ${d.isActive ? 'active' : 'inactive'})`;

interface EditOptions {
  label?: string;
  hours?: string;
  percent?: string;
  active?: boolean;
  inactive?: boolean;
}

/** `tradesim durations list`: all of them, active or not, by hours. */
async function listDurations(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  const list = await client().admin.durations.list();
  if (options.json) printJson(list);
  else printPage(list, columns, 'No investment durations.');
}

/** `tradesim durations add`: what the flags leave out is asked for on a terminal. */
async function addDuration(
  client: () => TradesimClient,
  labelArg: string | undefined,
  options: { hours?: string; percent?: string; inactive?: boolean; json?: boolean },
): Promise<void> {
  const shape = createDurationRequestSchema.shape;
  const label = await requireValue(labelArg, {
    flag: 'the label',
    message: 'Label',
    validate: fieldCheck(shape.label),
  });
  const hours = await requireValue(options.hours, {
    flag: '--hours <hours>',
    message: 'Hours',
    validate: fieldCheck(shape.hours),
  });
  const percent = await requireValue(options.percent, {
    flag: '--percent <percent>',
    message: 'Maximum return %',
    validate: fieldCheck(shape.maxReturnPercent),
  });
  const input = checkInput(
    createDurationRequestSchema,
    { label, hours, maxReturnPercent: percent, isActive: !options.inactive },
    addFlags,
  );
  const duration = await client().admin.durations.create(input);
  if (options.json) printJson(duration);
  else printLine(`Added ${describe(duration)}: ${duration.id}`);
}

/** The fields `edit` changes: only those a flag gives, checked before the duration is looked up. */
function durationChanges(options: EditOptions) {
  if (options.active && options.inactive) throw new UsageError('Pass --active or --inactive, not both.');
  const changes = {
    ...(options.label !== undefined ? { label: options.label } : {}),
    ...(options.hours !== undefined ? { hours: options.hours } : {}),
    ...(options.percent !== undefined ? { maxReturnPercent: options.percent } : {}),
    ...(options.active || options.inactive ? { isActive: Boolean(options.active) } : {}),
  };
  if (Object.keys(changes).length === 0) {
    throw new UsageError('Nothing to change: pass --label, --hours, --percent, --active or --inactive.');
  }
  return checkInput(updateDurationRequestSchema, changes, flags);
}

/** `tradesim durations edit`: investments already running keep their terms. */
async function editDuration(
  client: () => TradesimClient,
  arg: string | undefined,
  options: EditOptions & { json?: boolean },
): Promise<void> {
  const input = durationChanges(options);
  const id = await resolveDuration(client, await requireArg(arg, 'duration id or label'));
  const duration = await client().admin.durations.update(id, input);
  if (options.json) printJson(duration);
  else printLine(`Updated ${describe(duration)}.`);
}

/** `tradesim durations remove`: asks first on a terminal, as nothing brings it back. */
async function removeDuration(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { yes?: boolean },
): Promise<void> {
  const id = await resolveDuration(client, await requireArg(arg, 'duration id or label'));
  const question = 'Are you sure you want to delete this investment duration?';
  if (!(await confirmOnTerminal(question, Boolean(options.yes)))) return printLine('Nothing deleted.');
  await client().admin.durations.remove(id);
  printLine(`Deleted duration ${id}.`);
}

/** `tradesim durations list|add|edit|remove`: running investments keep the terms they were bought with. */
export function registerDurations(program: Program): void {
  const durations = program.command('durations').description('investment durations: list, add, edit, remove');

  durations
    .command('list')
    .description('all durations, active or not, by hours')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExamples:\n  $ tradesim durations list\n  $ tradesim durations list --json')
    .action((options, command) => listDurations(lazyAdminClient(command), options));

  durations
    .command('add')
    .description('add a duration')
    .argument('[label]', 'what users see, e.g. "5 hours" (asked for on a terminal when left out)')
    .option('--hours <hours>', 'whole hours, at least 1')
    .option('--percent <percent>', 'the maximum return in percent, e.g. 2.5')
    .option('--inactive', 'add it switched off')
    .option('--json', 'print the duration as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim durations add "3 days" --hours 72 --percent 8')
    .action((label, options, command) => addDuration(lazyAdminClient(command), label, options));

  durations
    .command('edit')
    .description('change a duration; investments already running keep their terms')
    .argument('[duration]', 'the duration id or label (asked for on a terminal when left out)')
    .option('--label <label>', 'a new label')
    .option('--hours <hours>', 'new whole hours')
    .option('--percent <percent>', 'a new maximum return in percent')
    .option('--active', 'offer it to users')
    .option('--inactive', 'stop offering it')
    .option('--json', 'print the duration as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim durations edit "24 hours" --percent 5.5\n  $ tradesim durations edit "5 hours" --inactive',
    )
    .action((duration, options, command) => editDuration(lazyAdminClient(command), duration, options));

  durations
    .command('remove')
    .description('delete a duration no investment uses (deactivate it otherwise)')
    .argument('[duration]', 'the duration id or label (asked for on a terminal when left out)')
    .option('--yes', 'do not ask for confirmation')
    .addHelpText('after', '\nExample:\n  $ tradesim durations remove "5 hours" --yes')
    .action((duration, options, command) => removeDuration(lazyAdminClient(command), duration, options));
}
