/** A transaction's type and status as the console words them (the Transactions screen, the approval requests). */
const typeLabels: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  buy: 'Buy',
  sell: 'Sell',
  transfer: 'Transfer',
};

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const typeLabel = (type: string) => typeLabels[type] ?? type;
export const statusLabel = (status: string) => statusLabels[status] ?? status;
