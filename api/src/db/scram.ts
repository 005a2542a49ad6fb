import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for a password (RFC 5802 and 7677), so a
 * password can be set without ever travelling to the server or its logs in clear. The password
 * must be ASCII without control characters, which SASLprep leaves as it is.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
