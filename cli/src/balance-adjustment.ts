import { balanceAdjustmentRequestSchema, formatUsd } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireConsent, requireValue } from './ask.js';
import { lazyAdminClient, type Noun } from './context.js';
import { requireArg, resolveUser, userArgCheck } from './lookup.js';
import { adjustmentQuestion, balanceAfter } from './money-questions.js';
import { printOutcome } from './outcome.js';
import { printLine } from './output.js';
import { checkInput, fieldCheck } from './parse.js';

interface AdjustOptions {
  amount?: string;
  reason?: string;
  idempotencyKey?: string;
  yes?: boolean;
  json?: boolean;
}

/** The amount and the reason, from the flags or asked for on a terminal, checked before sending. */
async function adjustment(options: AdjustOptions) {
  const amount = await requireValue(options.amount, {
    flag: '--amount <amount>',
    message: 'Amount (positive adds, negative subtracts)',
    validate: fieldCheck(balanceAdjustmentRequestSchema.shape.amount),
  });
  const reason = await requireValue(options.reason, {
    flag: '--reason <text>',
    message: 'Reason',
    validate: fieldCheck(balanceAdjustmentRequestSchema.shape.reason),
  });
  return checkInput(balanceAdjustmentRequestSchema, { amount, reason });
}

/**
 * `tradesim users adjust-balance`: asks with the amount, the user and the balance it leaves; at
 * or above the four-eyes threshold the server holds it for a second staff member.
 */
async function adjustBalance(
  client: () => TradesimClient,
  arg: string | undefined,
  options: AdjustOptions,
): Promise<void> {
  const userArg = await requireArg(arg, 'user id or email', userArgCheck);
  const input = await adjustment(options);
  const userId = await resolveUser(client, userArg);
  const question = async () => {
    const user = await client().admin.users.get(userId);
    return adjustmentQuestion({
      amount: input.amount,
      email: user.email,
      balanceAfter: balanceAfter(user.balance, input.amount),
    });
  };
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing adjusted.');
  const result = await client().admin.users.adjustBalance(
    userId,
    input,
    options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
  );
  printOutcome(
    result,
    options.json,
    ({ user }) =>
      `Adjusted ${user.email} by ${formatUsd(input.amount, { signed: true })}: balance is now ${formatUsd(user.balance)}.`,
  );
}

/** `tradesim users adjust-balance`, declared beside what it does; registerUsers adds it among its verbs. */
export function registerAdjustBalance(users: Noun): void {
  users
    .command('adjust-balance')
    .description(
      'add to (positive) or take from (negative) a balance, with a reason (at or above the four-eyes threshold, once a second staff member approves)',
    )
    .argument('[user]', 'the user id or email (asked for on a terminal when left out)')
    .option('--amount <amount>', 'signed USD amount, at most two decimals (e.g. 50 or -12.50)')
    .option('--reason <text>', 'why (required; the transaction reads "Admin adjustment: <reason>")')
    .option('--idempotency-key <key>', 'retrying with the same key never adjusts twice')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the result (or the request held for approval) as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim users adjust-balance ann@example.com --amount -12.50 --reason "duplicate credit" --yes',
    )
    .action((user, options, command) => adjustBalance(lazyAdminClient(command), user, options));
}
