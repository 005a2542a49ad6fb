import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scramVerifier } from './scram.js';

describe('scramVerifier', () => {
  it('lets a server check the exchange of RFC 7677 with what it stores', () => {
    const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
    const verifier = scramVerifier('pencil', salt, 4096);
    const match = /^SCRAM-SHA-256\$4096:W22ZaJ0SNY7soEsUEjb6gQ==\$([^:]+):(.+)$/.exec(verifier);
    expect(match).not.toBeNull();
    const storedKey = Buffer.from(match?.[1] ?? '', 'base64');
    const serverKey = Buffer.from(match?.[2] ?? '', 'base64');
    const nonce = 'rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
    const authMessage = `n=user,r=rOprNGfwEbeRWgbNEkqO,r=${nonce},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,c=biws,r=${nonce}`;
    // The server's proof to the client, as the RFC gives it.
    expect(createHmac('sha256', serverKey).update(authMessage).digest('base64')).toBe(
      '6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=',
    );
    // The client's proof from the RFC passes the server's check against the stored key.
    const proof = Buffer.from('dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=', 'base64');
    const signature = createHmac('sha256', storedKey).update(authMessage).digest();
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ (signature[i] ?? 0)));
    expect(createHash('sha256').update(clientKey).digest().equals(storedKey)).toBe(true);
  });

  it('salts every verifier afresh', () => {
    expect(scramVerifier('same password')).not.toBe(scramVerifier('same password'));
  });
});
