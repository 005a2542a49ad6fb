import type { AuditEntry } from '@tradesim/core';
import { useState } from 'react';
import { AuditEntryRow } from './audit-entry-row.js';
import styles from './audit-table.module.css';

const columns = 7;

/** Entries newest first. DESIGN: below 1280 px the IP column gives way; it is in the details. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <caption className="visually-hidden">Audit log entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Table</th>
            <th scope="col">Record</th>
            <th scope="col" className={styles.secondary}>
              IP
            </th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AuditEntryRow
              key={entry.id}
              entry={entry}
              open={openIds.has(entry.id)}
              onToggle={() => toggle(entry.id)}
              columns={columns}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
