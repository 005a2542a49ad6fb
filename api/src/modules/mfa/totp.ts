import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as the contract fixes it: 6 digits, 30 s steps, SHA-1, one step of drift either way. */
const period = 30;

function totpOf(base32: string, label = 'Tradesim'): TOTP {
  return new TOTP({
    issuer: 'Tradesim',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(base32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), as base32 and as an otpauth:// URL. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/** The 30-second step a right code belongs to, or null for a wrong one. */
export function totpStep(base32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / period) + delta;
}

/** The code of a step (tests play the authenticator with it). */
export function totpCode(base32: string, at: Date): string {
  return totpOf(base32).generate({ timestamp: at.getTime() });
}

// Crockford's base32: 32 characters (5 bits each, no bias), none that reads as another.
const recoveryAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten recovery codes like `k7m2q-x9p4t`: 50 bits each, easy to read and to type. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => recoveryAlphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored and looked up: its hash, whatever its case and dashes. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}
