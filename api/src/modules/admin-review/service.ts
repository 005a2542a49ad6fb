export {
  generatePaymentQr,
  getAdminPaymentSettings,
  removePaymentQr,
  updateWalletAddress,
  uploadPaymentQr,
} from './payment-settings.js';
export { reviewTransaction } from './review.js';
export { exportAdminTransactionsCsv, getAdminTransaction, listAdminTransactions } from './transactions.js';
