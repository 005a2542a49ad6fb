import type { Transaction } from '@tradesim/core';

/** The columns of the history export, in order. */
export const transactionCsvHeader = [
  'Date',
  'Type',
  'Status',
  'Amount',
  'Fee',
  'Net amount',
  'Description',
  'Asset',
  'Wallet address',
  'Transaction hash',
  'Admin notes',
  'ID',
] as const;

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

/**
 * A transaction as one CSV record. Amounts stay unsigned as on the wire: the Type column says
 * which way the money went, and the figures add up exactly as the API reports them.
 */
export function transactionCsvFields(tx: Transaction): string[] {
  return [
    tx.createdAt,
    tx.type,
    tx.status,
    tx.amount,
    tx.fee,
    tx.netAmount,
    tx.description ?? '',
    tx.assetSymbol ?? '',
    tx.walletAddress ?? '',
    tx.transactionHash ?? '',
    tx.adminNotes ?? '',
    tx.id,
  ];
}
