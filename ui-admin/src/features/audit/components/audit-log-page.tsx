import { type AuditEntry, idSchema } from '@tradesim/core';
import { Button, EmptyState, ErrorState, formatCount, Icon, PageHeader, QueryState } from '@tradesim/ui-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../components/date-range-fields.js';
import { ExportCsvButton } from '../../../components/export-csv-button.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import {
  type DayRange,
  rangeFileSuffix,
  rangeFromParams,
  rangeQuery,
  withRange,
} from '../../../lib/date-range.js';
import { errorMessage } from '../../../lib/errors.js';
import { useClient } from '../../../lib/sdk-context.js';
import { type AuditFilters as Filters, useAuditLog, useLiveAuditLog } from '../api/use-audit-log.js';
import { actorName } from './audit-entry-row.js';
import { AuditFilters, type AuditFilterValues } from './audit-filters.js';
import styles from './audit-log-page.module.css';
import { AuditTable } from './audit-table.js';

export const loadAuditFailed = 'Failed to load the audit log';

/**
 * The audit log (beyond the spec): every change staff or the system made, newest first, with who,
 * what, where from, and the values before and after. The filters live in the URL (`action`,
 * `actor`, `table`, `from`, `to`) so a filtered view can be linked and survives a reload.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const { admin } = useAdminAuth();
  const client = useClient();
  const values: AuditFilterValues = {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    table: params.get('table') ?? '',
  };
  // DESIGN: an actor that is not an id (a mangled link) would be refused by the server; it is ignored.
  const actorValid = idSchema.safeParse(values.actor).success;
  const range = rangeFromParams(params);
  const filters: Filters = {
    ...(values.action ? { action: values.action } : {}),
    ...(actorValid ? { actorId: values.actor } : {}),
    ...(values.table ? { tableName: values.table } : {}),
    ...rangeQuery(range),
  };
  const log = useAuditLog(filters);
  useLiveAuditLog();
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const total = log.data?.pages[0]?.total;
  const actors = useMemo(() => actorOptions(entries, admin?.id), [entries, admin?.id]);
  const filtered = Object.keys(filters).length > 0;

  const setFilter = (name: keyof AuditFilterValues, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setRange = (next: DayRange) => setParams((current) => withRange(current, next), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <>
      <PageHeader
        title="Audit Log"
        actions={
          <Button variant="secondary" onClick={() => void log.refetch()} disabled={log.isFetching}>
            <Icon name="refresh" size={18} />
            {log.isFetching && !log.isPending ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      <p className={styles.intro}>
        Every change made by staff or by the system’s scheduled jobs, newest first. Open an entry to see the
        values before and after.
      </p>
      <AuditFilters
        values={values}
        actors={actors}
        onChange={setFilter}
        onClear={clear}
        hasPeriod={Boolean(range.from || range.to)}
        period={
          <>
            <DateRangeFields id="audit" range={range} onChange={setRange} />
            <ExportCsvButton
              load={() => client.admin.audit.exportCsv(filters)}
              fileName={`tradesim-audit-log${rangeFileSuffix(range)}.csv`}
            />
          </>
        }
      />
      {/* Entries already on screen stay there when a refresh or an older page fails (said under them). */}
      <QueryState
        query={log}
        loading="Loading the audit log..."
        errorText={(error) => `Error: ${errorMessage(error, loadAuditFailed)}`}
        keepData
        isEmpty={() => entries.length === 0}
        empty={
          <div className={styles.empty}>
            <EmptyState
              title={filtered ? 'No entries match these filters' : 'No audit entries yet'}
              text={
                filtered
                  ? 'Try another action, actor or table.'
                  : 'Entries appear here as staff change users, assets, transactions and settings.'
              }
              action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
            />
          </div>
        }
      >
        {() => (
          <>
            <p className={styles.count} aria-live="polite">
              Showing {formatCount(entries.length)}
              {total !== undefined ? ` of ${formatCount(total)}` : ''} {total === 1 ? 'entry' : 'entries'}
            </p>
            <AuditTable entries={entries} />
            {log.hasNextPage && (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  onClick={() => void log.fetchNextPage()}
                  disabled={log.isFetchingNextPage}
                >
                  {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
                </Button>
              </div>
            )}
            {(log.isFetchNextPageError || log.isRefetchError) && (
              <ErrorState
                message={`Error: ${errorMessage(log.error, loadAuditFailed)}`}
                onRetry={() => void (log.isFetchNextPageError ? log.fetchNextPage() : log.refetch())}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

/** "You (email)" first, then every other admin seen in the loaded entries, by email. */
function actorOptions(entries: AuditEntry[], selfId: string | undefined) {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (entry.actorId && entry.actorId !== selfId && !seen.has(entry.actorId)) {
      seen.set(entry.actorId, actorName(entry));
    }
  }
  const others = [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return selfId ? [{ value: selfId, label: 'You' }, ...others] : others;
}
