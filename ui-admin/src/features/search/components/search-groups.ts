import { formatUsd } from '@tradesim/ui-kit';
import { links } from '../../../config/routes.js';
import type { useGlobalSearch } from '../api/use-global-search.js';

export interface SearchItem {
  id: string;
  primary: string;
  secondary: string;
  to: string;
}

export interface SearchGroup {
  kind: 'users' | 'assets' | 'transactions';
  title: string;
  items: SearchItem[];
  loading: boolean;
  failed: boolean;
  /** The list screen filtered by the same text. */
  allTo: string;
}

const typeLabels: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  buy: 'Buy',
  sell: 'Sell',
  transfer: 'Transfer',
};

/**
 * The groups of the results panel the role may read, each row with the link that opens it on
 * its screen.
 */
export function searchGroups(q: string, search: ReturnType<typeof useGlobalSearch>): SearchGroup[] {
  const state = (query: { isPending: boolean; isError: boolean }) => ({
    loading: search.enabled && query.isPending,
    failed: search.enabled && query.isError,
  });
  const groups: SearchGroup[] = [
    {
      kind: 'users',
      title: 'Users',
      ...state(search.users),
      allTo: links.users({ q }),
      items: (search.users.data ?? []).map((user) => ({
        id: user.id,
        primary: user.displayName,
        secondary: user.isBanned ? `${user.email} · Banned` : user.email,
        to: links.users({ q: user.email, user: user.id }),
      })),
    },
    {
      kind: 'assets',
      title: 'Assets',
      ...state(search.assets),
      allTo: links.assets({ q }),
      items: (search.assets.data ?? []).map((asset) => ({
        id: asset.id,
        primary: `${asset.name} (${asset.symbol})`,
        secondary: `${asset.type === 'crypto' ? 'Crypto' : 'Stock'}${asset.isActive ? '' : ' · Inactive'}`,
        to: links.assets({ q: asset.symbol, asset: asset.id }),
      })),
    },
    {
      kind: 'transactions',
      title: 'Transactions',
      ...state(search.transactions),
      allTo: links.transactions({ q }),
      items: (search.transactions.data ?? []).map((transaction) => ({
        id: transaction.id,
        primary: `${typeLabels[transaction.type] ?? transaction.type} ${formatUsd(transaction.amount)} · ${capitalise(transaction.status)}`,
        secondary: transaction.userEmail,
        to: links.transactions({ q, transaction: transaction.id }),
      })),
    },
  ];
  return groups.filter((group) => search.allowed[group.kind]);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
