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
