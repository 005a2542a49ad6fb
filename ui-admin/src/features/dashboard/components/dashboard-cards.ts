import type { Dashboard, StaffArea } from '@tradesim/core';
import { formatCount, formatUsd, type IconName } from '@tradesim/ui-kit';
import { links, paths } from '../../../config/routes.js';
import { waitedText } from '../../../lib/time-spans.js';

export interface DashboardCard {
  label: string;
  value: string;
  hint?: string;
  icon: IconName;
  to: string;
  /** The area of core's role table the card's list belongs to: a role that cannot read it sees no card. */
  area: StaffArea;
  attention?: boolean;
}

/** "Oldest waiting 3 h", or what the card counts when nothing waits. */
function approvalsHint(data: Dashboard, now: number): string {
  if (data.pendingApprovals === 0 || !data.oldestPendingApprovalAt)
    return 'Requests for a second staff member';
  return `Oldest waiting ${waitedText(data.oldestPendingApprovalAt, now)}`;
}

/** What awaits staff: each card opens the list that holds it. */
export function awaitingCards(data: Dashboard, now: number): DashboardCard[] {
  const count = (value: number) => ({ value: formatCount(value), attention: value > 0 });
  return [
    {
      label: 'Pending Approvals',
      ...count(data.pendingApprovals),
      hint: approvalsHint(data, now),
      icon: 'check',
      to: links.approvals(),
      area: 'approvals',
    },
    {
      label: 'Pending Deposits',
      ...count(data.pendingDeposits),
      hint: 'Proofs waiting for review',
      icon: 'arrowDown',
      to: links.transactions({ type: 'deposit', status: 'pending' }),
      area: 'transactions',
    },
    {
      label: 'Pending Withdrawals',
      ...count(data.pendingWithdrawals),
      hint: 'Funds held until reviewed',
      icon: 'arrowUp',
      to: links.transactions({ type: 'withdrawal', status: 'pending' }),
      area: 'transactions',
    },
    {
      label: 'Open Support Tickets',
      ...count(data.openTickets),
      hint: 'Open or in progress',
      icon: 'support',
      to: paths.support,
      area: 'support',
    },
  ];
}

/** The platform's figures. */
export function platformCards(data: Dashboard): DashboardCard[] {
  return [
    {
      label: 'Total Users',
      value: formatCount(data.totalUsers),
      icon: 'users',
      to: paths.users,
      area: 'users',
    },
    {
      label: 'Active Users',
      value: formatCount(data.activeUsers),
      hint: 'Last login within 7 days',
      icon: 'profile',
      to: links.users({ status: 'active' }),
      area: 'users',
    },
    {
      label: 'Total Assets',
      value: formatCount(data.totalAssets),
      icon: 'assets',
      to: paths.assets,
      area: 'catalogue',
    },
    {
      label: 'Total Transactions',
      value: formatCount(data.totalTransactions),
      icon: 'transactions',
      to: paths.transactions,
      area: 'transactions',
    },
    {
      label: 'Total Revenue',
      value: formatUsd(data.totalRevenue),
      hint: 'Completed deposits',
      icon: 'wallet',
      to: links.transactions({ type: 'deposit', status: 'completed' }),
      area: 'transactions',
    },
  ];
}
