import { Segmented } from '@tradesim/ui-kit';
import type { UserStatusFilter } from '../api/use-users.js';
import styles from './users-filters.module.css';
import { UsersSearch } from './users-search.js';

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
] as const;

interface UsersFiltersProps {
  q: string;
  status: UserStatusFilter;
  onSearch(q: string): void;
  onStatus(status: UserStatusFilter): void;
}

/** docs/product/admin-console.md#users: search by name or email, and the All/Active/Banned filter. */
export function UsersFilters({ q, status, onSearch, onStatus }: UsersFiltersProps) {
  return (
    <search className={styles.bar} aria-label="Filter users">
      <UsersSearch q={q} onSearch={onSearch} />
      <Segmented label="Status" options={statusOptions} value={status} onChange={onStatus} />
    </search>
  );
}
