import { formatMoney, type Transaction, type TransactionStatus, type TransactionType } from '@tradesim/core';

/**
 * A `transactions` row as the wallet, investments and admin modules read it. Kept apart from
 * the wallet's use cases so those modules can map their rows to the wire without importing them.
 */
export interface TransactionRow {
  id: string;
  user_id: string;
  type: TransactionType;
  amount: string;
  fee: string;
  net_amount: string;
  status: TransactionStatus;
  description: string | null;
  asset_symbol: string | null;
  asset_name: string | null;
  transaction_hash: string | null;
  wallet_address: string | null;
  proof_file_id: string | null;
  admin_notes: string | null;
  processed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Exactly the columns `toTransaction` reads: never the proof bytes or internal references. */
export const transactionColumns = [
  'id',
  'user_id',
  'type',
  'amount',
  'fee',
  'net_amount',
  'status',
  'description',
  'asset_symbol',
  'asset_name',
  'transaction_hash',
  'wallet_address',
  'proof_file_id',
  'admin_notes',
  'processed_at',
  'created_at',
  'updated_at',
] as const;

/** The wire shape of docs/reference/http.md#wallet (transactionSchema). */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    netAmount: formatMoney(row.net_amount),
    status: row.status,
    description: row.description,
    assetSymbol: row.asset_symbol,
    assetName: row.asset_name,
    transactionHash: row.transaction_hash,
    walletAddress: row.wallet_address,
    // The file id itself stays internal: the bytes are reached through the proof route only.
    hasProof: row.proof_file_id !== null,
    adminNotes: row.admin_notes,
    processedAt: row.processed_at ? row.processed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
