import { formatUsd } from '@tradesim/core';
import type { ApprovalKindHandler } from '../admin-approvals/kind.js';
import type { ApprovalRow } from '../admin-approvals/repo.js';
import { lockTradingSettingsRow, type TradingLimitsChange } from '../trading-settings/repo.js';
import { applyTradingChange } from './trading-change.js';

interface HeldChange {
  change: TradingLimitsChange;
  old: Record<string, string | null>;
}

function heldOf(row: ApprovalRow): HeldChange {
  return row.request as unknown as HeldChange;
}

function thresholdText(value: string | null | undefined): string {
  return value ? formatUsd(value) : 'off';
}

/** A change of the trading settings that moves the four-eyes threshold, held for a second owner. */
export const thresholdApproval: ApprovalKindHandler = {
  summarize: (row) => {
    const { change, old } = heldOf(row);
    return `Four-eyes threshold ${thresholdText(old.fourEyesThreshold)} → ${thresholdText(change.fourEyesThreshold)}`;
  },
  context: async (_db, row) => {
    const { change, old } = heldOf(row);
    return { before: { ...old }, after: { ...change } as Record<string, string | null> };
  },
  carryOut: async (ctx, trx, { row, actor }) => {
    await lockTradingSettingsRow(trx, ctx.clock.now());
    const { change, old } = heldOf(row);
    await applyTradingChange(ctx, trx, { change, old, actor });
  },
};
