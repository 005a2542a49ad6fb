import type { AuditEntry } from '@tradesim/core';
import { Button, formatDateTime, Icon } from '@tradesim/ui-kit';
import { useId } from 'react';
import { auditTables } from '../audit-vocabulary.js';
import { AuditChanges } from './audit-changes.js';
import styles from './audit-table.module.css';

/**
 * Who did it: the admin's email, "System" for a scheduled job, "Anonymous" for nobody proven (a
 * failed sign-in to an address that is no staff account), or the id of a vanished admin.
 */
export function actorName(entry: AuditEntry): string {
  if (entry.actorType === 'system') return 'System';
  if (entry.actorType === 'anonymous') return 'Anonymous';
  return entry.actorEmail ?? `Admin ${entry.actorId?.slice(0, 8) ?? ''}`.trim();
}

/** A UUID by its first 8 characters (the full id is in the details); a short id whole. */
export function shortRecordId(recordId: string | null): string {
  if (!recordId) return '—';
  return recordId.length > 12 ? `${recordId.slice(0, 8)}…` : recordId;
}

/** UPDATE_TRADING_SETTINGS may wrap after an underscore, never mid-word. */
function breakableCode(code: string) {
  return code.split('_').map((part, index, parts) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    <span key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </span>
  ));
}

interface AuditEntryRowProps {
  entry: AuditEntry;
  open: boolean;
  onToggle(): void;
  columns: number;
}

/** One audit entry; its values before and after open beneath it. */
export function AuditEntryRow({ entry, open, onToggle, columns }: AuditEntryRowProps) {
  const panelId = useId();
  return (
    <>
      <tr className={open ? styles.open : undefined}>
        <td className={`${styles.time} tabular`}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </td>
        <td className={styles.actor}>
          {actorName(entry)}
          {entry.actorType === 'system' && (
            // A scheduled job, or the server's first start (the demo wallet's QR code).
            <span className={styles.sub}>
              {entry.action === 'GENERATE_QR_CODE' ? 'First start' : 'Scheduled job'}
            </span>
          )}
          {entry.actorType === 'anonymous' && <span className={styles.sub}>Not signed in</span>}
        </td>
        <td>
          <code className={styles.action}>{breakableCode(entry.action)}</code>
        </td>
        <td>
          {auditTables[entry.tableName] ?? entry.tableName}
          <span className={`${styles.sub} ${styles.mono}`}>{entry.tableName}</span>
        </td>
        <td className={styles.record} title={entry.recordId ?? undefined}>
          {entry.targetLabel && <span className={styles.target}>{entry.targetLabel}</span>}
          <span className={entry.targetLabel ? `${styles.sub} ${styles.mono}` : styles.mono}>
            {shortRecordId(entry.recordId)}
          </span>
        </td>
        <td className={`${styles.secondary} ${styles.mono}`}>{entry.ipAddress ?? '—'}</td>
        <td className={styles.toggleCell}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} details of ${entry.action} at ${formatDateTime(entry.createdAt)}`}
            onClick={onToggle}
          >
            {open ? 'Hide' : 'Details'}
            <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
          </Button>
        </td>
      </tr>
      {open && (
        <tr className={styles.detailsRow}>
          <td colSpan={columns}>
            <AuditChanges entry={entry} id={panelId} />
          </td>
        </tr>
      )}
    </>
  );
}
