import { Option } from '@commander-js/extra-typings';
import {
  defaultStaffEventDelivery,
  type StaffEvent,
  type StaffNotificationSetting,
  staffEventInfo,
  staffEvents,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireChoice } from '../ask.js';
import { lazyAdminClient, type Program } from '../context.js';
import { UsageError } from '../errors.js';
import { printJson, printLine } from '../output.js';
import { type Column, formatTable } from '../table.js';

type OnOff = 'on' | 'off';

const onOff = (value: boolean): OnOff => (value ? 'on' : 'off');

const columns: Column<StaffNotificationSetting>[] = [
  { header: 'EVENT', value: (setting) => setting.event },
  { header: 'DESCRIPTION', value: (setting) => staffEventInfo[setting.event].label },
  { header: 'BELL', value: (setting) => onOff(setting.bell) },
  { header: 'MAIL', value: (setting) => onOff(setting.mail) },
];

const eventRequest = { flag: 'the event', message: 'Which event?' };

/** `tradesim notifications show`: every event your role hears of, and how. */
async function showNotifications(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  const settings = await client().admin.notificationSettings.get();
  if (options.json) return printJson(settings);
  if (settings.items.length === 0) return printLine('Your role hears of no events.');
  printLine(formatTable(settings.items, columns));
}

/** The API takes both channels of an event: the one left out keeps what it is now. */
async function deliveryAfter(
  api: TradesimClient,
  event: StaffEvent,
  change: { bell?: OnOff; mail?: OnOff },
): Promise<StaffNotificationSetting> {
  const current = (await api.admin.notificationSettings.get()).items.find(
    (setting) => setting.event === event,
  ) ?? { event, ...defaultStaffEventDelivery };
  return {
    event,
    bell: change.bell === undefined ? current.bell : change.bell === 'on',
    mail: change.mail === undefined ? current.mail : change.mail === 'on',
  };
}

/** `tradesim notifications set`: one event's bell, mail, or both. */
async function setNotification(
  client: () => TradesimClient,
  eventArg: string | undefined,
  options: { bell?: OnOff; mail?: OnOff; json?: boolean },
): Promise<void> {
  // An event given is checked first, so a typo lists the events before anything else.
  const given = eventArg === undefined ? undefined : await requireChoice(eventArg, staffEvents, eventRequest);
  if (options.bell === undefined && options.mail === undefined) {
    throw new UsageError('Pass --bell on|off, --mail on|off, or both.');
  }
  const event: StaffEvent = given ?? (await requireChoice(undefined, staffEvents, eventRequest));
  const api = client();
  const settings = await api.admin.notificationSettings.update({
    items: [await deliveryAfter(api, event, options)],
  });
  if (options.json) return printJson(settings);
  const now = settings.items.find((setting) => setting.event === event);
  printLine(
    now
      ? `${event} (${staffEventInfo[event].label}): bell ${onOff(now.bell)}, mail ${onOff(now.mail)}.`
      : `${event} updated.`,
  );
}

/** `tradesim notifications show|set`: your own staff notifications, as on the console's Notifications settings. */
export function registerNotifications(program: Program): void {
  const notifications = program
    .command('notifications')
    .description('your own staff notifications: which events count on the bell and which are mailed');

  notifications
    .command('show')
    .description('every event your role hears of, with whether it counts on the bell and is mailed')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim notifications show\n  $ tradesim notifications show --json',
    )
    .action((options, command) => showNotifications(lazyAdminClient(command), options));

  notifications
    .command('set')
    .description('choose whether an event counts on your bell, is mailed to you, or both')
    .argument('[event]', `one of ${staffEvents.join(', ')} (asked for on a terminal when left out)`)
    .addOption(new Option('--bell <state>', 'count it on the bell: on or off').choices(['on', 'off']))
    .addOption(new Option('--mail <state>', 'mail it to you: on or off').choices(['on', 'off']))
    .option('--json', 'print all your notification settings as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim notifications set withdrawal_requested --mail on\n  $ tradesim notifications set ticket_opened --bell off --mail off',
    )
    .action((event, options, command) => setNotification(lazyAdminClient(command), event, options));
}
