/**
 * @tradesim/ui-kit/sdk/account: the account security cards both apps show (change password,
 * active sessions), given their SDK calls through props. An entry of its own, apart from
 * @tradesim/ui-kit/sdk: that barrel is in each app's first chunk, and re-exporting these from it
 * put them and react-hook-form there too (about 14 KB gzipped) instead of in the settings chunks.
 */

export { AuthenticatorQr } from './authenticator-qr.js';
export { ChangePasswordCard } from './change-password-card.js';
export { NewPasswordFields } from './new-password-fields.js';
export { confirmationMatches, confirmPasswordField, mismatch } from './password-confirmation.js';
export { RecoveryCodes, recoveryCodesFileName } from './recovery-codes.js';
export { SessionsCard } from './sessions-card.js';
export type { TwoStepCalls } from './two-step-calls.js';
export { TwoStepCard } from './two-step-card.js';
