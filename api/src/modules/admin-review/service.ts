export { reviewTransaction } from './decide-transaction.js';
export {
  generatePaymentQr,
  removePaymentQr,
  updateWalletAddress,
  uploadPaymentQr,
} from './payment-requests.js';
export { generateInitialPaymentQr, getAdminPaymentSettings } from './payment-settings.js';
export { exportAdminTransactionsCsv, getAdminTransaction, listAdminTransactions } from './transactions.js';
