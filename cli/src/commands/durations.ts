import { type AdminDuration, createDurationRequestSchema, updateDurationRequestSchema } from '@tradesim/core';
import { confirmOnTerminal, requireValue } from '../ask.js';
import { adminClient, lazyAdminClient, type Program } from '../context.js';
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

/** `tradesim durations list|add|edit|remove`: running investments keep the terms they were bought with. */
export function registerDurations(program: Program): void {
  const durations = program.command('durations').description('investment durations: list, add, edit, remove');

  durations
    .command('list')
    .description('all durations, active or not, by hours')
    .option('--json', 'print the JSON')
    .addHelpText('after', '\nExamples:\n  $ tradesim durations list\n  $ tradesim durations list --json')
    .action(async (options, command) => {
      const list = await adminClient(command).admin.durations.list();
      if (options.json) printJson(list);
      else printPage(list, columns, 'No investment durations.');
    });

  durations
    .command('add')
    .description('add a duration')
    .argument('[label]', 'what users see, e.g. "5 hours" (asked for on a terminal when left out)')
    .option('--hours <hours>', 'whole hours, at least 1')
    .option('--percent <percent>', 'the maximum return in percent, e.g. 2.5')
    .option('--inactive', 'add it switched off')
    .option('--json', 'print the duration as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim durations add "3 days" --hours 72 --percent 8')
    .action(async (labelArg, options, command) => {
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
      const duration = await adminClient(command).admin.durations.create(input);
      if (options.json) printJson(duration);
      else printLine(`Added ${describe(duration)}: ${duration.id}`);
    });

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
    .action(async (arg, options, command) => {
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
      const input = checkInput(updateDurationRequestSchema, changes, flags);
      const client = lazyAdminClient(command);
      const id = await resolveDuration(client, await requireArg(arg, 'duration id or label'));
      const duration = await client().admin.durations.update(id, input);
      if (options.json) printJson(duration);
      else printLine(`Updated ${describe(duration)}.`);
    });

  durations
    .command('remove')
    .description('delete a duration no investment uses (deactivate it otherwise)')
    .argument('[duration]', 'the duration id or label (asked for on a terminal when left out)')
    .option('--yes', 'do not ask for confirmation')
    .addHelpText('after', '\nExample:\n  $ tradesim durations remove "5 hours" --yes')
    .action(async (arg, options, command) => {
      const client = lazyAdminClient(command);
      const id = await resolveDuration(client, await requireArg(arg, 'duration id or label'));
      if (
        !(await confirmOnTerminal(
          'Are you sure you want to delete this investment duration?',
          Boolean(options.yes),
        ))
      ) {
        printLine('Nothing deleted.');
        return;
      }
      await client().admin.durations.remove(id);
      printLine(`Deleted duration ${id}.`);
    });
}
