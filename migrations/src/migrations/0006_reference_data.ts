import type { Knex } from 'knex';

/**
 * Data every deployment needs, written once: the trading limits of the specs and a starter set
 * of canned support responses. Later edits by admins are never overwritten.
 */
export const cannedResponses = [
  {
    title: 'Deposit under review',
    category: 'billing',
    message:
      'Thanks for your deposit. Our team reviews proofs of payment in the order they arrive, usually within 5-30 minutes. You will get a notification as soon as it is approved.',
  },
  {
    title: 'Withdrawal timing',
    category: 'billing',
    message:
      'Withdrawals are reviewed by our team and usually reach your TRC20 wallet within 1-3 business days. A network fee of $1 is deducted from the amount.',
  },
  {
    title: 'How returns work',
    category: 'trading',
    message:
      'Returns are simulated: each investment grows towards its expected return over its period. Selling early keeps your principal and half of the return earned so far.',
  },
  {
    title: 'Wrong network used',
    category: 'billing',
    message:
      'We only support USDT on the TRC20 network. Please send us the transaction hash so we can look into your payment.',
  },
  {
    title: 'Password reset help',
    category: 'security',
    message:
      'Use "Forgot password" on the sign-in page. The reset link in the email is valid for one hour and can be used once.',
  },
  {
    title: 'Ticket resolved',
    category: 'general',
    message: 'We are glad we could help. This ticket is now resolved; reply here if anything else comes up.',
  },
];

// Literal values, not core's defaults: a migration is a snapshot and must write the same rows
// on a fresh database years from now, whatever the code's defaults have become by then.
export async function up(knex: Knex): Promise<void> {
  await knex('trading_settings').insert({
    id: 1,
    min_investment: '1.00',
    max_investment: '1000000.00',
    min_deposit: '10.00',
    max_deposit: '10000.00',
    min_withdrawal: '10.00',
    withdrawal_fee: '1.00',
  });
  await knex('support_responses').insert(cannedResponses);
}

export async function down(knex: Knex): Promise<void> {
  await knex('support_responses')
    .whereIn(
      'title',
      cannedResponses.map((response) => response.title),
    )
    .delete();
  await knex('trading_settings').delete();
}
