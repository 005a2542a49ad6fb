import { Button } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { auditActionOptions, auditTables } from '../audit-vocabulary.js';
import styles from './audit-filters.module.css';
import { FilterSelect } from './filter-select.js';

export interface AuditFilterValues {
  action: string;
  actor: string;
  table: string;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  /** Admins the admin can pick: themselves and whoever acted in the entries loaded. */
  actors: readonly { value: string; label: string }[];
  onChange(name: keyof AuditFilterValues, value: string): void;
  onClear(): void;
  /** The period and the export, laid out in the same bar. */
  period?: ReactNode;
  /** A period is set: Clear filters clears it too. */
  hasPeriod?: boolean;
}

/** Keeps an unknown value from a deep link choosable, so the select never lies about the filter. */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** Filter by action, actor and table (GET /api/admin/audit-log's `action`, `actorId`, `tableName`). */
export function AuditFilters({ values, actors, onChange, onClear, period, hasPeriod }: AuditFiltersProps) {
  const actionOptions = withCurrent(
    auditActionOptions.map((action) => ({ value: action, label: action })),
    values.action,
  );
  const tableOptions = withCurrent(
    Object.entries(auditTables).map(([value, label]) => ({ value, label })),
    values.table,
  );
  const active = Boolean(values.action || values.actor || values.table || hasPeriod);
  return (
    <search className={styles.bar} aria-label="Filter the audit log">
      <FilterSelect
        label="Action"
        value={values.action}
        options={[{ value: '', label: 'All actions' }, ...actionOptions]}
        onChange={(value) => onChange('action', value)}
      />
      <FilterSelect
        label="Actor"
        value={values.actor}
        options={[{ value: '', label: 'Anyone' }, ...withCurrent([...actors], values.actor)]}
        onChange={(value) => onChange('actor', value)}
      />
      <FilterSelect
        label="Table"
        value={values.table}
        options={[{ value: '', label: 'All tables' }, ...tableOptions]}
        onChange={(value) => onChange('table', value)}
      />
      {period}
      {active && (
        <Button variant="ghost" size="sm" onClick={onClear} className={styles.clear}>
          Clear filters
        </Button>
      )}
    </search>
  );
}
