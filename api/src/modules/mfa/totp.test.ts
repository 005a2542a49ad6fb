import { describe, expect, it } from 'vitest';
import { totpCode, totpStep } from './totp.js';

/**
 * RFC 6238, Appendix B: the SHA-1 vectors for the ASCII secret "12345678901234567890". The RFC
 * prints 8 digits; a 6-digit code is the same truncated value modulo 10^6, its last six digits.
 */
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(vectors)('matches RFC 6238 at T = %i s', (seconds, eightDigits) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(secret, at)).toBe(eightDigits.slice(-6));
    expect(totpStep(secret, eightDigits.slice(-6), at)).toBe(Math.floor(seconds / 30));
  });

  it('takes a code one step late or early, and no further', () => {
    const at = new Date(1111111111 * 1000);
    const code = totpCode(secret, at);
    const step = Math.floor(1111111111 / 30);
    expect(totpStep(secret, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(totpStep(secret, code, new Date(at.getTime() - 30_000))).toBe(step);
    expect(totpStep(secret, code, new Date(at.getTime() + 90_000))).toBeNull();
    expect(totpStep(secret, '12345', at)).toBeNull();
  });
});
