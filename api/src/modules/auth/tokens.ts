import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { AppError } from '@tradesim/core';
import jwt from 'jsonwebtoken';

/** Access tokens live 15 minutes (docs/contract.md#authentication); the session behind them is checked on every request. */
export const accessTokenTtlMs = 15 * 60_000;
/** A user session lives 30 days from its last refresh. */
export const userSessionTtlMs = 30 * 24 * 3_600_000;
/** Admin sessions last 24 hours and a refresh extends them by 24 more (their cookie as long). */
export { adminSessionTtlMs } from '../../http/staff-cookie.js';
/** Reset links are valid one hour, once. */
export const resetTokenTtlMs = 3_600_000;

const adminTokenPrefix = 'tsa_';

interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
}

/**
 * The HMAC key as a KeyObject, made once: handed a string, jsonwebtoken first tries to parse
 * it as a public key on every call, which cost a quarter of the CPU of an authenticated request.
 */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/** Signs with the injected clock, so the test clock moves token expiry too. */
export function signAccessToken(secret: KeyObject, input: { userId: string; sessionId: string; now: Date }) {
  const iat = Math.floor(input.now.getTime() / 1000);
  const expiresAt = new Date(iat * 1000 + accessTokenTtlMs);
  const claims: AccessClaims = {
    sub: input.userId,
    sid: input.sessionId,
    typ: 'access',
    iat,
    exp: iat + accessTokenTtlMs / 1000,
  };
  return { token: jwt.sign(claims, secret, { algorithm: 'HS256' }), expiresAt };
}

export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

interface VerifiedAccess {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch, as in the token. */
  exp: number;
}

// Tokens whose signature this process has checked, by their exact text: a client sends the same
// token for 15 minutes, and verifying its HMAC on every request was ~4 % of the API's CPU under
// load. The expiry is still checked on every use against our clock; whether the session is live
// is never cached (the database answers that). Bounded: cleared when full. Kept per signing key,
// so a token is only ever trusted by a server holding the key it was verified with.
const verifiedByKey = new WeakMap<KeyObject, Map<string, VerifiedAccess>>();
const verifiedMax = 10_000;

/** Verifies signature and expiry against our clock; an expired token asks the client to refresh. */
export function verifyAccessToken(
  secret: KeyObject,
  token: string,
  now: Date,
): { userId: string; sessionId: string } {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let verified = verifiedByKey.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedByKey.set(secret, verified);
  }
  const known = verified.get(token);
  if (known && known.exp > nowSeconds) return { userId: known.userId, sessionId: known.sessionId };
  try {
    const claims = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      clockTimestamp: nowSeconds,
    }) as Partial<AccessClaims>;
    if (
      claims.typ !== 'access' ||
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      throw new AppError('UNAUTHENTICATED');
    }
    if (verified.size >= verifiedMax) verified.clear();
    verified.set(token, { userId: claims.sub, sessionId: claims.sid, exp: claims.exp });
    return { userId: claims.sub, sessionId: claims.sid };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw new AppError('SESSION_EXPIRED');
    throw error instanceof AppError ? error : new AppError('UNAUTHENTICATED');
  }
}

/** 256 random bits; refresh tokens and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newAdminToken(): string {
  return `${adminTokenPrefix}${newSecretToken()}`;
}

export function isAdminToken(token: string): boolean {
  return token.startsWith(adminTokenPrefix);
}

/** Tokens are stored only as SHA-256 digests: a database leak hands out no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
