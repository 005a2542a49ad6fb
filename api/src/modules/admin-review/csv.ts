import { type AdminTransaction, fullName } from '@tradesim/core';
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
    fullName(tx.userFirstName, tx.userLastName),
    tx.processedAt ?? '',
    tx.processedByEmail ?? '',
  ];
}
