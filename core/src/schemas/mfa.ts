import { z } from 'zod';

/** A 6-digit TOTP code, or one of the recovery codes (`xxxxx-xxxxx`); spaces are ignored. */
export const mfaCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'Enter the code from your authenticator app').max(32, 'Invalid verification code'))
  .meta({ example: '123456' });

export const mfaCodeRequestSchema = z.object({ code: mfaCodeSchema }).meta({ id: 'MfaCodeRequest' });

export const mfaSetupSchema = z
  .object({
    /** Base32, for typing into an authenticator by hand. */
    secret: z.string(),
    /** The same as an `otpauth://totp/...` URL, for a QR code. */
    otpauthUrl: z.string(),
  })
  .meta({ id: 'MfaSetup' });

export const mfaRecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).length(10) })
  .meta({ id: 'MfaRecoveryCodes' });

export type MfaCodeRequest = z.input<typeof mfaCodeRequestSchema>;
export type MfaSetup = z.infer<typeof mfaSetupSchema>;
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/** A staff member's enrolment, brought by the one-time link mailed to them. */
export const staffMfaSetupRequestSchema = z
  .object({ token: z.string().min(1).max(200).optional() })
  .strict()
  .meta({ id: 'StaffMfaSetupRequest' });

/** Enrolment needs the mailed link: it was sent to the member's address. */
export const mfaLinkSentSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MfaLinkSent' });

export type StaffMfaSetupRequest = z.input<typeof staffMfaSetupRequestSchema>;
export type MfaLinkSent = z.infer<typeof mfaLinkSentSchema>;
