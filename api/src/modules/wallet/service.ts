/**
 * The wallet's use cases, one transaction each: payment details, deposits with proof,
 * withdrawals and their cancellation, and the transaction history (list, one, proof, CSV).
 */
export { type DepositFields, requestDeposit } from './deposits.js';
export { exportTransactionsCsv, getTransaction, listTransactions, loadTransactionProof } from './history.js';
export { getPaymentSettings, loadPaymentQr } from './payment-settings.js';
export { cancelWithdrawal, requestWithdrawal, type WithdrawalFields } from './withdrawals.js';
