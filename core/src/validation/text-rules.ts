import { validationMessages as m } from '../messages.js';

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/** Chat (docs/product/admin-console.md#validation-rules): counted after trimming, in UTF-16 units (see chatMessageInputSchema). */
export const chatMessageMaxLength = 1000;

/** The register screen's confirmation field. */
export function checkPasswordConfirmation(password: string, confirmation: string): TextCheck {
  return password === confirmation
    ? { ok: true, value: password }
    : { ok: false, message: m.passwordsDoNotMatch };
}

/** Ban (docs/product/admin-console.md#validation-rules): a reason is required. */
export function checkBanReason(reason: string | undefined): TextCheck {
  const value = (reason ?? '').trim();
  return value ? { ok: true, value } : { ok: false, message: m.banReasonRequired };
}

/** Reject (docs/product/admin-console.md#validation-rules): the reason must be non-blank. */
export function checkRejectReason(reason: string | undefined): TextCheck {
  const value = (reason ?? '').trim();
  return value ? { ok: true, value } : { ok: false, message: m.rejectReasonRequired };
}

/** Payment settings (docs/product/admin-console.md#validation-rules): required after trimming, saved trimmed. */
export function checkWalletAddressRequired(address: string | undefined): TextCheck {
  const value = (address ?? '').trim();
  return value ? { ok: true, value } : { ok: false, message: m.walletAddressRequired };
}
