import type { PageCursor } from '../db/cursor.js';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r\n]/;
// ...except a plain number such as -10.00, which stays a number: nothing in it can execute.
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

/**
 * One field, safe to open in a spreadsheet: text that a spreadsheet would evaluate gets a
 * leading apostrophe, then RFC 4180 quoting (quotes doubled) when the field needs it.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const exportBatch = 500;

/**
 * A whole filtered list as CSV, in batches read by keyset so a long list never sits in memory
 * at once. The first batch is read before anything is yielded: a failure then is still an
 * ordinary error response rather than a cut-off file.
 */
export async function* keysetCsv<Row extends { id: string; cursor_at: string }>(
  header: readonly string[],
  readPage: (page: { limit: number; after: PageCursor | null }) => Promise<Row[]>,
  fieldsOf: (row: Row) => readonly (string | null | undefined)[],
): AsyncGenerator<string> {
  let rows = await readPage({ limit: exportBatch, after: null });
  yield csvRecord(header);
  for (;;) {
    if (rows.length > 0) yield rows.map((row) => csvRecord(fieldsOf(row))).join('');
    const last = rows.at(-1);
    if (rows.length < exportBatch || !last) return;
    rows = await readPage({ limit: exportBatch, after: { at: last.cursor_at, id: last.id } });
  }
}
