import { Option } from '@commander-js/extra-typings';
import { type AdminUser, type AdminUserDetails, banRequestSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireValue } from '../ask.js';
import { registerAdjustBalance } from '../balance-adjustment.js';
import { lazyAdminClient, type Program } from '../context.js';
import { requireArg, resolveUser, userArgCheck } from '../lookup.js';
import { printJson, printLine, printPage, printRecord } from '../output.js';
import { checkInput, fieldCheck, parseLimit } from '../parse.js';
import type { Column } from '../table.js';
import { timelineColumns } from '../timeline.js';

const columns: Column<AdminUser>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'EMAIL', value: (user) => user.email, max: 36 },
  { header: 'NAME', value: (user) => user.displayName, max: 24 },
  { header: 'BALANCE', value: (user) => user.balance, align: 'right' },
  { header: 'PORTFOLIO', value: (user) => user.portfolio.currentValue, align: 'right' },
  { header: 'STATUS', value: (user) => (user.isBanned ? 'banned' : 'active') },
  { header: 'JOINED', value: (user) => user.createdAt.slice(0, 10) },
];

function printDetails(user: AdminUserDetails): void {
  printRecord([
    ['ID', user.id],
    ['Email', user.email],
    ['Name', user.displayName],
    ['Role', user.userType === 'admin' ? 'Administrator' : 'Regular User'],
    ['Status', user.isBanned ? 'Banned' : 'Active'],
    ['Balance', user.balance],
    ['Net worth', user.portfolio.netWorth],
    ['Portfolio value', user.portfolio.currentValue],
    ['Invested', user.portfolio.totalInvested],
    ['Total return (all time)', `${user.portfolio.totalReturn} (${user.portfolio.totalReturnPercent}%)`],
    ['Last 24h', `${user.portfolio.change24h.amount} (${user.portfolio.change24h.percent}%)`],
    ['Joined', user.createdAt],
    ['Last login', user.lastLoginAt],
    ...(user.isBanned
      ? ([
          ['Ban reason', user.bannedReason],
          ['Banned at', user.bannedAt],
        ] as const)
      : []),
    ['Preferences', JSON.stringify(user.preferences)],
  ]);
}

const idArgument = '[user]';
const idHelp = 'the user id or email (asked for on a terminal when left out)';
const userWhat = 'user id or email';

/** `tradesim users list`: one page, newest first. */
async function listUsers(
  client: () => TradesimClient,
  options: {
    q?: string;
    status?: 'all' | 'active' | 'banned';
    limit?: number;
    cursor?: string;
    json?: boolean;
  },
): Promise<void> {
  const page = await client().admin.users.list({
    q: options.q,
    status: options.status,
    limit: options.limit,
    cursor: options.cursor,
  });
  if (options.json) printJson(page);
  else printPage(page, columns, 'No users found.');
}

/** `tradesim users show`: the user's details as the console's user page shows them. */
async function showUser(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  const userArg = await requireArg(arg, userWhat, userArgCheck);
  const user = await client().admin.users.get(await resolveUser(client, userArg));
  if (options.json) printJson(user);
  else printDetails(user);
}

/** `tradesim users timeline`: one page of the user's history, newest first. */
async function showTimeline(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { limit?: number; cursor?: string; json?: boolean },
): Promise<void> {
  const userArg = await requireArg(arg, userWhat, userArgCheck);
  const page = await client().admin.users.timeline(await resolveUser(client, userArg), {
    limit: options.limit,
    cursor: options.cursor,
  });
  if (options.json) printJson(page);
  else printPage(page, timelineColumns, 'No events found.');
}

/** `tradesim users ban`: the reason is required, so it is asked for on a terminal when left out. */
async function banUser(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { reason?: string; json?: boolean },
): Promise<void> {
  const userArg = await requireArg(arg, userWhat, userArgCheck);
  const reason = await requireValue(options.reason, {
    flag: '--reason <text>',
    message: 'Reason for banning',
    validate: fieldCheck(banRequestSchema.shape.reason),
  });
  const input = checkInput(banRequestSchema, { reason });
  const user = await client().admin.users.ban(await resolveUser(client, userArg), input.reason);
  if (options.json) printJson(user);
  else printLine(`Banned ${user.email}.`);
}

/** `tradesim users unban`: lifts the ban. */
async function unbanUser(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  const userArg = await requireArg(arg, userWhat, userArgCheck);
  const user = await client().admin.users.unban(await resolveUser(client, userArg));
  if (options.json) printJson(user);
  else printLine(`Unbanned ${user.email}.`);
}

/** `tradesim users list|show|timeline|adjust-balance|ban|unban`. */
export function registerUsers(program: Program): void {
  const users = program
    .command('users')
    .description('users: list, show, timeline, adjust a balance, ban, unban');

  users
    .command('list')
    .description('list users, newest first')
    .option('--q <text>', 'search name or email')
    .addOption(new Option('--status <status>', 'all, active or banned').choices(['all', 'active', 'banned']))
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim users list --q ann@example.com\n  $ tradesim users list --status banned --limit 50 --json',
    )
    .action((options, command) => listUsers(lazyAdminClient(command), options));

  users
    .command('show')
    .description("a user's details: role, balance, portfolio, ban, preferences")
    .argument(idArgument, idHelp)
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim users show ann@example.com\n  $ tradesim users show ann@example.com --json',
    )
    .action((user, options, command) => showUser(lazyAdminClient(command), user, options));

  users
    .command('timeline')
    .description(
      "a user's history, newest first: money, investments, sign-ins (failed ones too), tickets, bans",
    )
    .argument(idArgument, idHelp)
    .option('--limit <n>', 'at most this many (1-200)', parseLimit)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim users timeline ann@example.com\n  $ tradesim users timeline ann@example.com --limit 20 --json',
    )
    .action((user, options, command) => showTimeline(lazyAdminClient(command), user, options));

  registerAdjustBalance(users);

  users
    .command('ban')
    .description('ban a user: their sessions end and every request of theirs is refused')
    .argument(idArgument, idHelp)
    .option('--reason <text>', 'why (required)')
    .option('--json', "print the user's details as JSON")
    .addHelpText('after', '\nExample:\n  $ tradesim users ban ann@example.com --reason "chargeback"')
    .action((user, options, command) => banUser(lazyAdminClient(command), user, options));

  users
    .command('unban')
    .description('lift a ban')
    .argument(idArgument, idHelp)
    .option('--json', "print the user's details as JSON")
    .addHelpText('after', '\nExample:\n  $ tradesim users unban ann@example.com')
    .action((user, options, command) => unbanUser(lazyAdminClient(command), user, options));
}
