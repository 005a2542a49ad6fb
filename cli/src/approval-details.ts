import { type Approval, approvalKindInfo, formatUsd } from '@tradesim/core';
import { formatAge, formatTimeLeft } from './age.js';
import { signedAmount } from './approval-text.js';

type Field = readonly [string, string | null | undefined];

function statusOf(approval: Approval, now: number): string {
  if (approval.status === 'pending') {
    return `pending (lapses ${formatTimeLeft(approval.expiresAt, now)}, at ${approval.expiresAt})`;
  }
  if (approval.status === 'expired') return `expired at ${approval.expiresAt}`;
  return `${approval.status} by ${approval.decidedByEmail ?? '?'} at ${approval.decidedAt ?? '?'}`;
}

function userFields(approval: Approval): Field[] {
  const { user, before, after } = approval.context;
  if (!user) return [];
  const balance =
    typeof before?.balance === 'string' && typeof after?.balance === 'string'
      ? `${formatUsd(before.balance)} now → ${formatUsd(after.balance)} once approved`
      : `${formatUsd(user.balance)} now`;
  return [
    ['User', `${user.name} <${user.email}>`],
    ['Joined', user.joinedAt],
    ['Last sign-in', user.lastSignInAt ?? 'never'],
    ['Balance', balance],
  ];
}

function transactionFields(approval: Approval, serverUrl: string): Field[] {
  const tx = approval.context.transaction;
  if (!tx) return [];
  const seen =
    tx.walletSeenBefore === undefined
      ? ''
      : tx.walletSeenBefore
        ? ' (paid out to before)'
        : ' (a new address: never paid out to before)';
  return [
    ['Transaction', `${tx.type} ${tx.id}, ${tx.status}, asked ${tx.createdAt}`],
    ['Fee and net', `fee ${formatUsd(tx.fee)}, net ${formatUsd(tx.netAmount)}`],
    ...(tx.walletAddress ? ([['Wallet', `${tx.walletAddress}${seen}`]] as const) : []),
    ...(tx.transactionHash ? ([['Hash', tx.transactionHash]] as const) : []),
    ...(tx.proofUrl ? ([['Proof', `${serverUrl}${tx.proofUrl}`]] as const) : []),
  ];
}

function staffFields(approval: Approval): Field[] {
  const staff = approval.context.staff;
  if (!staff) return [];
  return [
    ['Staff member', `${staff.name} <${staff.email}>`],
    [
      'Now',
      `${staff.role}, ${staff.disabled ? 'disabled' : 'active'}, second factor ${staff.mfaEnabled ? 'on' : 'off'}`,
    ],
    ['Last sign-in', staff.lastSignInAt ?? 'never'],
  ];
}

/** A setting's values before and after, one line each ("walletAddress: T… → T…"), balances aside. */
function changeFields(approval: Approval): Field[] {
  const { before = {}, after = {} } = approval.context;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'balance',
  );
  const text = (value: unknown) => (value === null || value === undefined ? 'none' : String(value));
  return keys.map((key) => ['Change', `${key}: ${text(before[key])} → ${text(after[key])}`] as const);
}

/** Everything `approvals show` prints: what is asked, by whom and why, and what the approver decides on. */
export function approvalFields(approval: Approval, view: { now: number; serverUrl: string }): Field[] {
  return [
    ['Request', approval.summary],
    ['Kind', approvalKindInfo[approval.kind].label],
    ...(approval.amount === null ? [] : ([['Amount', signedAmount(approval)]] as const)),
    ['Status', statusOf(approval, view.now)],
    [
      'Asked by',
      `${approval.requestedByEmail}, ${formatAge(approval.createdAt, view.now)} (${approval.createdAt})`,
    ],
    ['Their reason', approval.note ?? 'none given'],
    ...(approval.reason === null ? [] : ([['Rejected because', approval.reason]] as const)),
    ...userFields(approval),
    ...transactionFields(approval, view.serverUrl),
    ...staffFields(approval),
    ...changeFields(approval),
    ['ID', approval.id],
  ];
}
