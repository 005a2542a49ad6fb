import type { TicketCounts, TicketPriority, TicketStatus } from '@tradesim/core';
import { formatCount, Icon, type IconName } from '@tradesim/ui-kit';
import type { SupportFilterChange } from '../lib/use-support-filters.js';
import styles from './ticket-stats.module.css';

interface Stat {
  label: string;
  icon: IconName;
  count(counts: TicketCounts): number;
  /** The filter the card applies when pressed, and how to tell it is the one applied. */
  filter: SupportFilterChange;
  pressed(status: TicketStatus | undefined, priority: TicketPriority | undefined): boolean;
}

const stats: Stat[] = [
  {
    label: 'Total Tickets',
    icon: 'support',
    count: (c) => c.total,
    filter: { status: undefined, priority: undefined },
    pressed: (status, priority) => !status && !priority,
  },
  {
    label: 'Open',
    icon: 'alert',
    count: (c) => c.open,
    filter: { status: 'open' },
    pressed: (status) => status === 'open',
  },
  {
    label: 'In Progress',
    icon: 'clock',
    count: (c) => c.inProgress,
    filter: { status: 'in_progress' },
    pressed: (status) => status === 'in_progress',
  },
  {
    label: 'Resolved',
    icon: 'check',
    count: (c) => c.resolved,
    filter: { status: 'resolved' },
    pressed: (status) => status === 'resolved',
  },
  {
    label: 'Urgent',
    icon: 'alert',
    count: (c) => c.urgent,
    filter: { priority: 'urgent' },
    pressed: (_status, priority) => priority === 'urgent',
  },
];

interface TicketStatsProps {
  counts: TicketCounts | undefined;
  status: TicketStatus | undefined;
  priority: TicketPriority | undefined;
  onFilter(change: SupportFilterChange): void;
}

/**
 * The five stat cards of docs/product/admin-console.md#screens, counted by the server over every filter but the status
 * one (so they keep their meaning while the list shows one status).
 * DESIGN: each card also filters the list to what it counts; "Total Tickets" clears that again.
 */
export function TicketStats({ counts, status, priority, onFilter }: TicketStatsProps) {
  return (
    <ul className={styles.stats} aria-label="Ticket statistics">
      {stats.map((stat) => (
        <li key={stat.label}>
          <button
            type="button"
            className={`${styles.card} ${stat.label === 'Urgent' ? styles.urgent : ''}`}
            aria-pressed={stat.pressed(status, priority)}
            onClick={() => onFilter(stat.filter)}
          >
            <span className={styles.top}>
              <Icon name={stat.icon} size={16} />
              <span className={styles.label}>{stat.label}</span>
            </span>
            <span className={`${styles.value} tabular`} data-testid={`stat-${stat.label}`}>
              {counts ? formatCount(stat.count(counts)) : '–'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
