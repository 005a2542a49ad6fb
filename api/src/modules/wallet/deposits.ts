import {
  AppError,
  checkDepositRequest,
  checkImageUpload,
  formatMoney,
  type ImageCheck,
  type Transaction,
  toDecimal,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { ClientKey } from '../../db/client-key.js';
import { queueStaffAlert } from '../../mail/outbox.js';
import { publish } from '../../realtime/publish.js';
import { readTradingLimits } from '../trading-settings/service.js';
import { transactionEvents } from './events.js';
import { insertTransaction } from './repo.js';
import { toTransaction } from './transaction-view.js';

export const depositDescription = 'USDT deposit via TRC20';

/** The deposit form's text fields, as depositRequestSchema leaves them. */
export interface DepositFields {
  amount: string;
  transactionHash?: string | undefined;
}

/** Each way a proof can fail maps to its own status, with the words of docs/product/user-app.md#validation-rules. */
function proofError(check: Extract<ImageCheck, { ok: false }>): AppError {
  if (check.reason === 'missing') {
    return new AppError('VALIDATION_FAILED', check.message, { fields: { proof: check.message } });
  }
  if (check.reason === 'size') return new AppError('FILE_TOO_LARGE', check.message);
  return new AppError('UNSUPPORTED_FILE_TYPE', check.message);
}

/**
 * A user says they paid and shows the proof. Nothing moves yet: the deposit waits, pending,
 * until staff compare the proof with the wallet and approve it (admin review credits the user).
 */
export async function requestDeposit(
  ctx: AppContext,
  request: {
    userId: string;
    fields: DepositFields;
    file: { bytes: Buffer } | null;
    clientKey: ClientKey | null;
  },
): Promise<Transaction> {
  const { userId, fields, file } = request;
  const amount = toDecimal(fields.amount);
  // Amount first, then the proof: the order the top-up screens ask for them.
  checkDepositRequest(amount, await readTradingLimits(ctx.knex));
  const proof = checkImageUpload(file);
  if (!proof.ok) throw proofError(proof);
  // checkImageUpload passes only a present, non-empty file.
  const bytes = (file as { bytes: Buffer }).bytes;
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    // Stored under a generated id with the sniffed type, in the same transaction as the row, so a
    // failed insert leaves no orphaned file behind.
    const proofFileId = await ctx.storage.put(trx, {
      purpose: 'proof',
      ownerId: userId,
      contentType: proof.contentType,
      bytes,
    });
    const row = await insertTransaction(trx, {
      userId,
      type: 'deposit',
      amount,
      fee: toDecimal(0),
      netAmount: amount,
      description: depositDescription,
      transactionHash: fields.transactionHash ?? null,
      proofFileId,
      clientKey: request.clientKey,
      now,
    });
    await publish(trx, transactionEvents(row, { adminEvent: 'insert', now }));
    await queueStaffAlert(
      ctx,
      trx,
      {
        event: 'deposit_submitted',
        subject: `Deposit to review: $${formatMoney(row.amount)}`,
        body: `A deposit of $${formatMoney(row.amount)} USDT (TRC20) with a payment proof is waiting for review.`,
        consolePath: `/transactions?transaction=${row.id}`,
      },
      now,
    );
    return toTransaction(row);
  });
}
