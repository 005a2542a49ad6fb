// Why it is built this way: docs/decisions/0003-purchase-hot-path.md
import { randomUUID } from 'node:crypto';
import { AppError, type Investment, type PurchasePlan, planPurchase, toDecimal } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { UserAuth } from '../../http/authenticate.js';
import { type AnswerToRecord, KeyTakenError } from '../../http/idempotency.js';
import { type PurchaseOffer, readPurchaseOffer } from './purchase-offers.js';
import type { PurchaseAnswer, PurchaseToWrite, PurchaseWrite } from './purchase-types.js';
import { toInvestment } from './view.js';

export interface PurchaseInput {
  assetId: string;
  durationId: string;
  /** A validated 2-decimal money string. */
  amount: string;
}

// Each retry follows a change to the offer committed between our read and our write (a price
// tick, an admin edit). Three in a row within milliseconds does not happen in practice; if it
// does, the buyer is asked to try again rather than kept waiting.
const attempts = 3;

/**
 * Buys an investment in one round trip on the usual path: core plans it from the cached offer,
 * and one conditional statement checks the session, the offer and the balance and writes
 * everything (purchase-batch-repo.ts, through the group-commit writer). Concurrent purchases can never overdraw: the loser's debit
 * matches no row and writes nothing. The route leaves the session check to that statement.
 */
export async function purchaseInvestment(
  ctx: AppContext,
  auth: Pick<UserAuth, 'userId' | 'sessionId'>,
  input: PurchaseInput,
  answer: AnswerToRecord | null = null,
): Promise<Investment> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const cached = attempt === 0 ? ctx.purchaseOffers.get(input.assetId, input.durationId) : undefined;
    const offer = cached ?? (await readOffer(ctx, input));
    const now = ctx.clock.now();
    let plan: PurchasePlan;
    try {
      plan = planFrom(offer, auth.userId, input.amount, now);
    } catch (refusal) {
      // Refuse only on what the market says now, never on a remembered offer.
      if (!cached) throw refusal;
      ctx.purchaseOffers.forget(input.assetId, input.durationId);
      continue;
    }
    // The answer exists before the write, so the statement that buys can record it (exactly once).
    const investment = toInvestment(investmentRow(plan, offer), now);
    const record = answer && recordOf(answer, investment);
    ctx.crash('purchase-before-write');
    const written = await write(ctx, { plan, sessionId: auth.sessionId, offer, now, answer: record });
    switch (written.outcome) {
      case 'written':
        return investment;
      case 'key-taken':
        throw new KeyTakenError();
      case 'offer-changed':
        ctx.purchaseOffers.forget(input.assetId, input.durationId);
        continue;
      case 'not-signed-in':
        // The route turns this into the exact answer (expired, banned with its reason...).
        throw new AppError('SESSION_EXPIRED');
      case 'insufficient-balance':
        throw new AppError('INSUFFICIENT_BALANCE');
    }
  }
  throw new AppError('SERVICE_UNAVAILABLE');
}

function recordOf(answer: AnswerToRecord, investment: Investment): PurchaseAnswer {
  const { claim } = answer;
  return {
    key: claim.key,
    method: claim.method,
    path: claim.path,
    requestHash: claim.requestHash,
    status: answer.status,
    json: answer.encode(investment),
    expiresAt: answer.expiresAt,
  };
}

async function readOffer(ctx: AppContext, input: PurchaseInput): Promise<PurchaseOffer> {
  const read = await readPurchaseOffer(ctx.db, input);
  if ('missing' in read) throw new AppError(read.missing);
  ctx.purchaseOffers.set(read.offer);
  return read.offer;
}

/** Core's rules on the offer; the balance is the write's to check (planPurchase, `balance: null`). */
export function planFrom(offer: PurchaseOffer, userId: string, amount: string, now: Date): PurchasePlan {
  const { asset, duration, limits } = offer;
  return planPurchase({
    id: randomUUID(),
    userId,
    balance: null,
    amount: toDecimal(amount),
    asset: { id: asset.id, type: asset.type, price: toDecimal(asset.price), isActive: asset.isActive },
    duration: {
      id: duration.id,
      label: duration.label,
      hours: duration.hours,
      maxReturnPercent: toDecimal(duration.maxReturnPercent),
      isActive: duration.isActive,
    },
    limits: {
      minInvestment: toDecimal(limits.minInvestment),
      maxInvestment: toDecimal(limits.maxInvestment),
    },
    now,
  });
}

function write(ctx: AppContext, purchase: PurchaseToWrite): Promise<PurchaseWrite> {
  return ctx.purchaseWriter.write(purchase).catch((error: unknown) => {
    // An admin deleted the asset or the duration between the read and the write.
    if (isForeignKeyViolation(error, 'investments_asset_id_fkey')) throw new AppError('ASSET_NOT_FOUND');
    if (isForeignKeyViolation(error, 'investments_duration_id_fkey'))
      throw new AppError('DURATION_NOT_FOUND');
    throw error;
  });
}

function investmentRow({ investment }: PurchasePlan, offer: PurchaseOffer) {
  return {
    id: investment.id,
    user_id: investment.userId,
    asset_id: investment.assetId,
    asset_type: investment.assetType,
    asset_symbol: offer.asset.symbol,
    asset_name: offer.asset.name,
    asset_icon: offer.asset.icon,
    duration_id: investment.durationId,
    duration_label: investment.durationLabel,
    duration_hours: investment.durationHours,
    max_return_percent: investment.maxReturnPercent.toString(),
    asset_price: investment.assetPrice.toString(),
    asset_amount: investment.assetAmount.toString(),
    amount: investment.amount.toFixed(2),
    expected_return: investment.expectedReturn.toFixed(2),
    start_date: investment.startDate,
    end_date: investment.endDate,
    status: 'active' as const,
    is_archived: false,
    settled_return: null,
    settled_at: null,
  };
}
