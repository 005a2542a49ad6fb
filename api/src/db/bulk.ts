/** Postgres types of the columns of a row set, e.g. `{ id: 'uuid', amount: 'numeric' }`. */
export type ColumnTypes = Record<string, string>;

/**
 * `json_to_recordset(:<binding>::json) AS <alias>(<column> <type>, ...)`: many rows passed as
 * one bound JSON text. Serialising rows with `JSON.stringify` costs a fraction of what the
 * driver spends escaping one array per column, a plain multi-row VALUES would hit Postgres'
 * 65,535-parameter limit in a settlement batch, and one statement lets statement-level
 * triggers see the whole batch. Values go as strings (money stays exact) or null.
 */
export function jsonRecordset(binding: string, alias: string, columns: ColumnTypes): string {
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return `json_to_recordset(:${binding}::json) AS ${alias}(${definition})`;
}
