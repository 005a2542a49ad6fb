export {
  getAdminPaymentSettings,
  removePaymentQr,
  updateWalletAddress,
  uploadPaymentQr,
} from './payment-settings.js';
export { reviewTransaction } from './review.js';
export { getAdminTransaction, listAdminTransactions } from './transactions.js';
