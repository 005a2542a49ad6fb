import { cliIo } from './io.js';
import { type Column, formatFields, formatTable } from './table.js';

/** `--json`: exactly the SDK's JSON on stdout, nothing else. */
export function printJson(value: unknown): void {
  cliIo().stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLine(text: string): void {
  cliIo().stdout.write(`${text}\n`);
}

/** Notes beside the result (next page, hints) go to stderr, so stdout stays the result alone. */
export function note(text: string): void {
  cliIo().stderr.write(`${text}\n`);
}

export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
  total?: number;
}

/** A list as a table (or `empty` when there is nothing), with the paging hint after it. */
export function printPage<T>(page: Page<T>, columns: readonly Column<T>[], empty: string): void {
  if (page.items.length === 0) printLine(empty);
  else printLine(formatTable(page.items, columns));
  if (page.total !== undefined && page.total > page.items.length) {
    note(`${page.items.length} of ${page.total} shown.`);
  }
  if (page.nextCursor) note(`More: add --cursor ${page.nextCursor}`);
}

export function printRecord(
  fields: readonly (readonly [string, string | number | boolean | null | undefined])[],
): void {
  printLine(formatFields(fields));
}
