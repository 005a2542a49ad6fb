import { checkTrc20Address, updatePaymentSettingsRequestSchema } from '@tradesim/core';
import type { z } from 'zod';

/**
 * The server's rule for the deposit wallet, checked before sending: required after trimming
 * ("Wallet address is required"), then a real TRC20 address (core `checkTrc20Address`: the
 * format, the length, the checksum). A typo here would send every user's deposit to nowhere.
 */
export const walletFormSchema = updatePaymentSettingsRequestSchema.superRefine((value, ctx) => {
  // Blank already failed with the spec's own message; the TRC20 wording would only repeat it.
  if (!value.walletAddress?.trim()) return;
  const check = checkTrc20Address(value.walletAddress);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: check.message });
});

export type WalletFormInput = z.input<typeof walletFormSchema>;
export type WalletFormOutput = z.output<typeof walletFormSchema>;
