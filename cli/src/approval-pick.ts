import { type Approval, mayDecideApproval } from '@tradesim/core';
import { AppError, type TradesimClient } from '@tradesim/sdk';
import { approvalChoiceLabel } from './approval-text.js';
import { canPrompt } from './ask.js';
import { UsageError } from './errors.js';
import { checkId } from './parse.js';
import { pickOne } from './pick.js';

export type Decision = 'approve' | 'reject' | 'show';

/**
 * The request with this id as its approver sees it (the API reads requests only as lists):
 * a decided or lapsed one, or one the role may not see, is refused before anything is asked.
 */
export async function findRequest(
  client: TradesimClient,
  id: string,
  options: { pending: boolean },
): Promise<Approval> {
  const { items: pending } = await client.admin.approvals.list({ status: 'pending' });
  const waiting = pending.find((approval) => approval.id === id);
  if (waiting) return waiting;
  const { items } = await client.admin.approvals.list();
  const found = items.find((approval) => approval.id === id);
  if (found && !options.pending) return found;
  if (found) {
    throw new AppError(
      'APPROVAL_NOT_PENDING',
      `Request ${id} is ${found.status} already: there is nothing to decide.`,
    );
  }
  throw new AppError('APPROVAL_NOT_FOUND', `No request you may see has the id ${id}.`);
}

/**
 * The pending requests this staff member may decide, newest first: those of kinds their role
 * may change, and to approve, not their own (whoever asked may only withdraw a request).
 */
async function decidable(client: TradesimClient, decision: Decision): Promise<Approval[]> {
  const [{ admin }, { items }] = await Promise.all([
    client.admin.auth.session(),
    client.admin.approvals.list({ status: 'pending' }),
  ]);
  if (decision === 'show') return items;
  return items.filter(
    (approval) =>
      mayDecideApproval(admin.role, approval.kind) &&
      (decision === 'reject' || approval.requestedBy !== admin.id),
  );
}

const questions: Record<Decision, string> = {
  approve: 'Which request do you approve?',
  reject: 'Which request do you reject?',
  show: 'Which request?',
};

/**
 * The request an id names, or on a terminal one chosen from those waiting (labelled with what
 * is asked, the amount, who asked and when); without either, a usage error.
 */
export async function requestToDecide(
  client: () => TradesimClient,
  decision: Decision,
  id: string | undefined,
): Promise<{ id: string; approval?: Approval }> {
  if (id !== undefined) return { id: checkId(id, 'request') };
  if (!canPrompt()) throw new UsageError('Missing the request id (there is no terminal to ask on).');
  const choices = await decidable(client(), decision);
  const now = Date.now();
  const chosen = await pickOne(
    questions[decision],
    choices.map((approval) => ({ value: approval.id, name: approvalChoiceLabel(approval, now) })),
    decision === 'show' ? 'No requests are waiting.' : `No pending request you may ${decision}.`,
  );
  return { id: chosen, approval: choices.find((approval) => approval.id === chosen) };
}
