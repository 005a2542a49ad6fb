import type { AdminTransaction } from '@tradesim/core';
import { transactionCsvFields, transactionCsvHeader } from '../wallet/csv.js';

/** The user's export columns, then who the transaction belongs to and who reviewed it. */
export const adminTransactionCsvHeader = [
  ...transactionCsvHeader,
  'User email',
  'User name',
  'Processed at',
  'Processed by',
] as const;

export function adminTransactionCsvFields(tx: AdminTransaction): string[] {
  return [
    ...transactionCsvFields(tx),
    tx.userEmail,
    [tx.userFirstName, tx.userLastName].filter(Boolean).join(' '),
    tx.processedAt ?? '',
    tx.processedByEmail ?? '',
  ];
}
