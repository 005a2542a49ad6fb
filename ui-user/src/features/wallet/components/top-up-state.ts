/** What the payment step hands back to /topup, so the amount step opens on the same amount. */
export interface TopUpState {
  amount?: string;
}

/** Shown by both money flows when the trading limits cannot be read. */
export const limitsFailedMessage = 'Failed to load the deposit and withdrawal limits';
