import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { UsageError } from './errors.js';
import { cliIo } from './io.js';
import { printLine } from './output.js';

/** `--output <file>` and `--force` of an export. */
export interface ExportOptions {
  output?: string;
  force?: boolean;
}

/** What one exported row is, for the message after writing a file: ['deposit', 'deposits']. */
export type RowNoun = readonly [one: string, many: string];

/**
 * The rows of a CSV the server wrote (RFC 4180: CRLF after each record, the header first):
 * the line breaks outside quotes, less the header. A quoted field may hold line breaks itself.
 */
export function csvRowCount(csv: string): number {
  let records = 0;
  let quoted = false;
  for (const char of csv) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) records += 1;
  }
  if (csv !== '' && !csv.endsWith('\n')) records += 1;
  return Math.max(0, records - 1);
}

/** Refuses (exit 2) before anything is asked of the server when the file exists and --force is absent. */
export function checkOutput(options: ExportOptions): void {
  if (options.output !== undefined && !options.force && existsSync(options.output)) {
    throw new UsageError(`${options.output} exists already: pass --force to replace it.`);
  }
}

/**
 * The CSV exactly as the server sent it, byte for byte: on stdout, or into `--output` (never
 * over an existing file without `--force`) with one line on stdout saying how many rows.
 */
export async function writeCsv(csv: string, options: ExportOptions, noun: RowNoun): Promise<void> {
  if (options.output === undefined) {
    cliIo().stdout.write(csv);
    return;
  }
  const file = options.output;
  await writeFile(file, csv, { flag: options.force ? 'w' : 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') throw new UsageError(`${file} exists already: pass --force to replace it.`);
    throw new UsageError(`Cannot write ${file}${error.code ? ` (${error.code})` : ''}.`);
  });
  const rows = csvRowCount(csv);
  printLine(`Wrote ${rows} ${rows === 1 ? noun[0] : noun[1]} to ${file}.`);
}
