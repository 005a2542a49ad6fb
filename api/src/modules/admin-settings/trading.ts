import {
  type AdminTradingSettings,
  AppError,
  defaultTradingLimits,
  formatMoney,
  type TradingLimitField,
  toDecimal,
  tradingLimitsProblems,
  validationError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { type Accepted, accepted } from '../../http/route.js';
import { requestApproval } from '../admin-approvals/request.js';
import type { AuditActor } from '../audit/service.js';
import {
  findTradingSettingsRow,
  lockTradingSettingsRow,
  type TradingLimitsChange,
  type TradingSettingsRow,
} from '../trading-settings/repo.js';
import { thresholdApproval } from './threshold-approval.js';
import { applyTradingChange } from './trading-change.js';

const fields: TradingLimitField[] = [
  'minInvestment',
  'maxInvestment',
  'minDeposit',
  'maxDeposit',
  'minWithdrawal',
  'withdrawalFee',
];

function limitsOf(row: TradingSettingsRow): Record<TradingLimitField, string> {
  return {
    minInvestment: formatMoney(row.min_investment),
    maxInvestment: formatMoney(row.max_investment),
    minDeposit: formatMoney(row.min_deposit),
    maxDeposit: formatMoney(row.max_deposit),
    minWithdrawal: formatMoney(row.min_withdrawal),
    withdrawalFee: formatMoney(row.withdrawal_fee),
  };
}

function thresholdOf(row: TradingSettingsRow): string | null {
  return row.four_eyes_threshold === null ? null : formatMoney(row.four_eyes_threshold);
}

export function toAdminTradingSettings(row: TradingSettingsRow): AdminTradingSettings {
  return {
    ...limitsOf(row),
    fourEyesThreshold: thresholdOf(row),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The limits users must respect, as /api/trading-settings serves them, with who set them last. */
export async function getTradingSettings(ctx: AppContext): Promise<AdminTradingSettings> {
  const row = await findTradingSettingsRow(ctx.knex);
  if (row) return toAdminTradingSettings(row);
  // Only if someone deleted the row: the defaults users are held to meanwhile.
  const limits = Object.fromEntries(fields.map((field) => [field, formatMoney(defaultTradingLimits[field])]));
  return {
    ...(limits as Record<TradingLimitField, string>),
    fourEyesThreshold: '1000.00',
    updatedAt: ctx.clock.now().toISOString(),
    updatedBy: null,
  };
}

/**
 * A partial update of the limits and the four-eyes threshold. The merged limits must hold
 * together (core's `tradingLimitsProblems`), or nothing changes. Users see the new limits at
 * once: deposits, withdrawals and purchases read them in their own request. Only an owner may
 * move the four-eyes threshold (catalogue staff, who edit limits, must not be able to switch
 * off the control that stands over finance), and not alone: a change that moves it is held
 * whole as a request (202) a second owner approves.
 */
export async function updateTradingSettings(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: TradingLimitsChange & { reason?: string | undefined },
): Promise<AdminTradingSettings | Accepted> {
  const given = fields.filter((field) => input[field] !== undefined);
  const thresholdGiven = input.fourEyesThreshold !== undefined;
  if (given.length === 0 && !thresholdGiven)
    throw validationError({
      body: `Nothing to update: give one of ${[...fields, 'fourEyesThreshold'].join(', ')}`,
    });
  if (thresholdGiven && auth.role !== 'owner') throw new AppError('ROLE_FORBIDDEN');
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await lockTradingSettingsRow(trx, now);
    const before = limitsOf(row);
    const wanted = { ...before };
    for (const field of given) wanted[field] = formatMoney(toDecimal(input[field] ?? '0'));
    const changed = fields.filter((field) => wanted[field] !== before[field]);
    const thresholdBefore = thresholdOf(row);
    const thresholdAfter = thresholdGiven
      ? input.fourEyesThreshold === null
        ? null
        : formatMoney(toDecimal(input.fourEyesThreshold ?? '0'))
      : thresholdBefore;
    const thresholdChanged = thresholdAfter !== thresholdBefore;
    if (changed.length === 0 && !thresholdChanged) return toAdminTradingSettings(row);
    const problems = tradingLimitsProblems(wanted, new Set(changed));
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const change: TradingLimitsChange = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
    const old: Record<string, string | null> = Object.fromEntries(
      changed.map((field) => [field, before[field]]),
    );
    if (!thresholdChanged) {
      return toAdminTradingSettings(await applyTradingChange(ctx, trx, { change, old, actor }));
    }
    change.fourEyesThreshold = thresholdAfter;
    old.fourEyesThreshold = thresholdBefore;
    const approval = await requestApproval(ctx, trx, thresholdApproval, {
      kind: 'trading_settings',
      amount: null,
      userId: null,
      transactionId: null,
      request: { change, old },
      note: input.reason ?? null,
      requestedBy: auth.adminId,
      actor,
    });
    return accepted({ approval });
  });
}
