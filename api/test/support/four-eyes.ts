import type { Approval, ApprovalResponse } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';

/** A movement below the four-eyes threshold: carried out at once, not held for a second admin. */
export function carriedOut<T extends object>(result: T | ApprovalResponse): T {
  if ('approval' in result) throw new Error('the movement was held for a second approval');
  return result;
}

/** A change held for a second staff member: its request. */
export function held(result: object): Approval {
  if (!('approval' in result)) throw new Error('expected the change to wait for a second approval');
  return (result as ApprovalResponse).approval;
}

/** Asks for a dual-controlled change and has a second staff member approve it. */
export async function approvedBy(approver: TradesimClient, result: object): Promise<Approval> {
  return (await approver.admin.approvals.approve(held(result).id)).approval;
}
