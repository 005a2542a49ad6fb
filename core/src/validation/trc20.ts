// Why it is built this way: docs/decisions/0017-deposits-withdrawals-and-the-wallet.md
import { decodeBase58Check, encodeBase58Check } from './base58.js';

export const trc20Messages = {
  required: 'Please enter your TRC20 wallet address',
  format: 'Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.',
  length: 'TRC20 wallet address must be exactly 34 characters long',
  checksum: 'Invalid TRC20 wallet address: the checksum does not match. Check the address for typos.',
  hintValid: 'Valid TRC20 address format',
  hintInvalid: 'Invalid TRC20 address format',
} as const;

export type Trc20Check = { ok: true; address: string } | { ok: false; message: string };

// TRON mainnet prefixes every 20-byte account id with 0x41, which is why addresses start with 'T'.
const mainnetPrefix = 0x41;
const accountIdLength = 20;
const addressLength = 34;

// Deliberately looser than base58 so that O, I and l reach the checksum step and get the typo message.
const shapePattern = /^T[1-9A-Za-z]*$/;

function fail(message: string): Trc20Check {
  return { ok: false, message };
}

export function checkTrc20Address(input: string): Trc20Check {
  const address = input.trim();
  if (address === '') {
    return fail(trc20Messages.required);
  }
  if (!shapePattern.test(address)) {
    return fail(trc20Messages.format);
  }
  if (address.length !== addressLength) {
    return fail(trc20Messages.length);
  }
  const payload = decodeBase58Check(address);
  if (payload === null || payload.length !== accountIdLength + 1 || payload[0] !== mainnetPrefix) {
    return fail(trc20Messages.checksum);
  }
  return { ok: true, address };
}

export function isTrc20Address(input: string): boolean {
  return checkTrc20Address(input).ok;
}

export function trc20LiveHint(input: string): string | null {
  if (input.trim() === '') {
    return null;
  }
  return isTrc20Address(input) ? trc20Messages.hintValid : trc20Messages.hintInvalid;
}

export function encodeTrc20Address(accountId: Uint8Array): string {
  if (accountId.length !== accountIdLength) {
    throw new RangeError(`TRC20 account id must be ${accountIdLength} bytes, got ${accountId.length}`);
  }
  const payload = new Uint8Array(accountIdLength + 1);
  payload[0] = mainnetPrefix;
  payload.set(accountId, 1);
  return encodeBase58Check(payload);
}
