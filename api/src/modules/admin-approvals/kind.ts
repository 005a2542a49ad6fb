import type { ApprovalContext } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AuditActor } from '../audit/service.js';
import type { ApprovalRow } from './repo.js';

/** What an approval hands the change it carries out. */
export interface CarryOut {
  row: ApprovalRow;
  /** The second staff member, who approves. */
  approverId: string;
  /** The approver, carrying the request's id and who asked, so every audit entry names both. */
  actor: AuditActor;
  /** A withdrawal's payout transaction id, given by the approver. */
  payoutTxHash: string | null;
}

/**
 * One kind of dual-controlled change, implemented by the module that owns it: how a request of
 * this kind reads in one line, what an approver is shown to decide it, and the change itself,
 * made in the approval's transaction with the checks it would have had if made at once (so a
 * request that has become impossible is refused with that code and stays pending).
 */
export interface ApprovalKindHandler {
  summarize(row: ApprovalRow): string;
  context(db: Db, row: ApprovalRow): Promise<ApprovalContext>;
  carryOut(ctx: AppContext, trx: Db, approval: CarryOut): Promise<void>;
}

/** A field of a request's stored data, as the kind wrote it. */
export function requestText(row: ApprovalRow, field: string): string | null {
  const value = row.request[field];
  return typeof value === 'string' ? value : null;
}
