export type DiffKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffRow {
  field: string;
  kind: DiffKind;
  /** Absent (undefined) when the entry did not record the field on that side. */
  before?: unknown;
  after?: unknown;
}

const has = (values: Record<string, unknown> | null, field: string) =>
  values !== null && Object.hasOwn(values, field);

/**
 * The fields an audit entry recorded, side by side: a change records only what moved, an add only
 * the after, a delete only the before. Fields keep the order the server wrote them in.
 */
export function diffValues(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])];
  return fields.map((field) => {
    const before = has(oldValues, field);
    const after = has(newValues, field);
    const row: DiffRow = { field, kind: 'unchanged' };
    if (before) row.before = oldValues?.[field];
    if (after) row.after = newValues?.[field];
    if (before && after)
      row.kind = formatValue(row.before) === formatValue(row.after) ? 'unchanged' : 'changed';
    else row.kind = after ? 'added' : 'removed';
    return row;
  });
}

/** A value as readable JSON: strings quoted (so "2.5" and 2.5 differ), objects indented. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2) ?? String(value);
}
