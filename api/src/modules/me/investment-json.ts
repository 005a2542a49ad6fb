import type { InvestmentState } from '@tradesim/core';
import { type InvestmentStateRow, toInvestmentState } from '../investments/state.js';

/**
 * An investment (alias `i`) as one JSON object with the columns core's rules read, so a
 * statement can aggregate a user's investments beside their other figures. Money travels as
 * text: a JSON number would pass through a float.
 */
export const investmentJsonSql = `json_build_object(
  'id', i.id, 'user_id', i.user_id, 'asset_type', i.asset_type, 'amount', i.amount::text,
  'expected_return', i.expected_return::text, 'start_date', i.start_date, 'end_date', i.end_date,
  'status', i.status, 'is_archived', i.is_archived, 'settled_return', i.settled_return::text,
  'settled_at', i.settled_at)`;

type InvestmentJson = Omit<InvestmentStateRow, 'start_date' | 'end_date' | 'settled_at'> & {
  start_date: string;
  end_date: string;
  settled_at: string | null;
};

/** The aggregated column back as investments (drivers hand JSON over parsed or as text). */
export function parseInvestmentsJson(value: unknown): InvestmentState[] {
  const items = (typeof value === 'string' ? JSON.parse(value) : value) as InvestmentJson[];
  return items.map((item) =>
    toInvestmentState({
      ...item,
      start_date: new Date(item.start_date),
      end_date: new Date(item.end_date),
      settled_at: item.settled_at === null ? null : new Date(item.settled_at),
    }),
  );
}
