import { type AdminTransaction, approveRequestSchema, formatUsd, rejectRequestSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { canPrompt, type RequestFlags, requireConsent, requireValue } from './ask.js';
import { lazyAdminClient, type Noun } from './context.js';
import { UsageError } from './errors.js';
import { printOutcome } from './outcome.js';
import { printJson, printLine } from './output.js';
import { checkId, checkInput, fieldCheck } from './parse.js';
import { pickOne } from './pick.js';
import {
  approveTransactionQuestion,
  type Kind,
  readTransaction,
  rejectTransactionQuestion,
} from './transaction-facts.js';

/** The id given, else one picked from the pending ones on a terminal, else a usage error. */
async function transactionId(
  client: () => TradesimClient,
  kind: Kind,
  id: string | undefined,
): Promise<string> {
  if (id !== undefined) return checkId(id, kind);
  if (!canPrompt()) throw new UsageError(`Missing the ${kind} id (there is no terminal to ask on).`);
  const { items } = await client().admin.transactions.list({ type: kind, status: 'pending', limit: 50 });
  return pickOne(
    `Which pending ${kind}?`,
    items.map((tx) => ({
      value: tx.id,
      name: `${formatUsd(tx.amount)}  ${tx.userEmail}  ${tx.createdAt}  ${tx.id}`,
    })),
    `No pending ${kind}s.`,
  );
}

function describeApproval(tx: AdminTransaction): string {
  return tx.type === 'deposit'
    ? `Approved deposit ${tx.id}: ${formatUsd(tx.amount)} credited to ${tx.userEmail}.`
    : `Approved withdrawal ${tx.id}: ${formatUsd(tx.netAmount)} to pay out to ${tx.walletAddress ?? '-'} (fee ${formatUsd(tx.fee)}).`;
}

function describeRejection(tx: AdminTransaction): string {
  const back =
    tx.type === 'withdrawal' ? ` ${formatUsd(tx.amount)} returned to ${tx.userEmail}'s balance.` : '';
  return `Rejected ${tx.type} ${tx.id}.${back} The user is notified.`;
}

/** A transaction of one kind, by its id or (left out) picked on a terminal. */
interface Target {
  kind: Kind;
  id: string | undefined;
}

/**
 * `tradesim deposits|withdrawals approve`: asks with the amount, the user and the effect; at or
 * above the four-eyes threshold the server holds it for a second staff member.
 */
async function approveTransaction(
  client: () => TradesimClient,
  target: Target,
  options: { notes?: string; payoutTx?: string; yes?: boolean; json?: boolean },
): Promise<void> {
  const { kind } = target;
  const txId = await transactionId(client, kind, target.id);
  if (options.payoutTx !== undefined && kind !== 'withdrawal') {
    throw new UsageError('--payout-tx is for withdrawals: a deposit is not paid out.');
  }
  const input = checkInput(
    approveRequestSchema,
    { notes: options.notes, payoutTxHash: options.payoutTx },
    { notes: '--notes', payoutTxHash: '--payout-tx' },
  );
  const tx = await readTransaction(client(), kind, txId);
  const question = () => approveTransactionQuestion(client(), tx);
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing approved.');
  const result = await client().admin.transactions.approve(txId, input);
  printOutcome(result, options.json, describeApproval);
}

/** `tradesim deposits|withdrawals reject`: the reason is stored as the admin notes and the user told. */
async function rejectTransaction(
  client: () => TradesimClient,
  target: Target,
  options: RequestFlags,
): Promise<void> {
  const { kind } = target;
  const txId = await transactionId(client, kind, target.id);
  const reason = await requireValue(options.reason, {
    flag: '--reason <text>',
    message: 'Reason for rejecting',
    validate: fieldCheck(rejectRequestSchema.shape.reason),
  });
  const input = checkInput(rejectRequestSchema, { reason }, { reason: '--reason' });
  const tx = await readTransaction(client(), kind, txId);
  const question = () => rejectTransactionQuestion(client(), tx);
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing rejected.');
  const rejected = await client().admin.transactions.reject(txId, input);
  if (options.json) printJson(rejected);
  else printLine(describeRejection(rejected));
}

/** `tradesim deposits|withdrawals approve|reject`: each asks with the amount, the user and the effect. */
export function registerTransactionDecisions(noun: Noun, kind: Kind): void {
  noun
    .command('approve')
    .description(
      kind === 'deposit'
        ? 'approve a pending deposit: the user is credited (at or above the four-eyes threshold, once a second staff member approves)'
        : 'approve a pending withdrawal: the held funds are paid out, less the fee (at or above the threshold, once a second staff member approves)',
    )
    .argument('[id]', `the ${kind} id (asked for on a terminal when left out)`)
    .option('--notes <text>', 'admin notes (optional)')
    .option(
      '--payout-tx <id>',
      'withdrawals: the 64-hex TRON transaction id of the payout, shown to the user',
    )
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the updated transaction (or the request held for approval) as JSON')
    .addHelpText(
      'after',
      `\nExample:\n  $ tradesim ${kind}s approve 3f0c... --notes "proof checked"${kind === 'withdrawal' ? ' --payout-tx <64 hex>' : ''} --yes`,
    )
    .action((id, options, command) => approveTransaction(lazyAdminClient(command), { kind, id }, options));

  noun
    .command('reject')
    .description(`reject a pending ${kind}${kind === 'withdrawal' ? ': the held funds return' : ''}`)
    .argument('[id]', `the ${kind} id (asked for on a terminal when left out)`)
    .option('--reason <text>', 'why (required; stored as the admin notes, the user is notified)')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the updated transaction as JSON')
    .addHelpText(
      'after',
      `\nExample:\n  $ tradesim ${kind}s reject 3f0c... --reason "proof unreadable" --yes`,
    )
    .action((id, options, command) => rejectTransaction(lazyAdminClient(command), { kind, id }, options));
}
