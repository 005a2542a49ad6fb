import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase58Check } from './base58.js';
import {
  checkTrc20Address,
  encodeTrc20Address,
  isTrc20Address,
  trc20LiveHint,
  trc20Messages,
} from './trc20.js';

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const usdtContract = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const mainnetAddresses = [usdtContract, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'];

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

function replaceCharAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

// Shifting by 1..57 places within the alphabet always lands on a different base58 character.
function shiftBase58Char(char: string, shift: number): string {
  return alphabet.charAt((alphabet.indexOf(char) + shift) % alphabet.length);
}

function expectFailure(input: string, message: string): void {
  expect(checkTrc20Address(input)).toEqual({ ok: false, message });
}

describe('checkTrc20Address', () => {
  it.each(mainnetAddresses)('accepts the mainnet address %s', (address) => {
    expect(checkTrc20Address(address)).toEqual({ ok: true, address });
  });

  it('returns the address trimmed of surrounding whitespace', () => {
    expect(checkTrc20Address(`  ${usdtContract}\n`)).toEqual({ ok: true, address: usdtContract });
  });

  it.each(['', '   ', '\t\n'])('asks for an address when the input is %j', (input) => {
    expectFailure(input, trc20Messages.required);
  });

  it.each([
    ['not starting with T', 'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['lowercase t', 'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['a hex address', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'],
    ['a zero digit', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['a punctuation character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj-t'],
    ['inner whitespace', 'TR7NHqjeKQxGTCi8q8ZY 4pL8otSzgjLj6t'],
    ['a non-ASCII letter', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjét'],
    ['a short wrong shape', '0x123'],
  ])('rejects the format of %s', (_, input) => {
    expectFailure(input, trc20Messages.format);
  });

  it.each([
    ['33 characters', usdtContract.slice(0, 33)],
    ['35 characters', `${usdtContract}a`],
    ['just T', 'T'],
  ])('rejects the length of %s', (_, input) => {
    expectFailure(input, trc20Messages.length);
  });

  it.each([
    ['one character changed', replaceCharAt(usdtContract, 33, 'u')],
    ['two characters swapped', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjt6'],
    ['a capital O', replaceCharAt(usdtContract, 32, 'O')],
    ['a capital I', replaceCharAt(usdtContract, 32, 'I')],
    ['a lowercase l', replaceCharAt(usdtContract, 32, 'l')],
  ])('rejects the checksum with %s', (_, input) => {
    expect(input).toHaveLength(34);
    expectFailure(input, trc20Messages.checksum);
  });

  it.each([0x40, 0x42])('rejects a valid base58check address with prefix 0x%s', (prefix) => {
    const payload = new Uint8Array(21).fill(prefix === 0x40 ? 0xff : 0);
    payload[0] = prefix;
    const address = encodeBase58Check(payload);
    expect(address).toMatch(/^T.{33}$/);
    expectFailure(address, trc20Messages.checksum);
  });

  it('rejects every single-character substitution of a real address', () => {
    for (let index = 0; index < usdtContract.length; index++) {
      for (let shift = 1; shift < alphabet.length; shift++) {
        const char = usdtContract.charAt(index);
        expect(isTrc20Address(replaceCharAt(usdtContract, index, shiftBase58Char(char, shift)))).toBe(false);
      }
    }
  });
});

describe('isTrc20Address', () => {
  it('mirrors checkTrc20Address', () => {
    expect(isTrc20Address(usdtContract)).toBe(true);
    expect(isTrc20Address('')).toBe(false);
    expect(isTrc20Address(replaceCharAt(usdtContract, 10, 'y'))).toBe(false);
  });
});

describe('trc20LiveHint', () => {
  it('stays silent on empty input', () => {
    expect(trc20LiveHint('')).toBeNull();
    expect(trc20LiveHint('  ')).toBeNull();
  });

  it('confirms a valid address', () => {
    expect(trc20LiveHint(usdtContract)).toBe(trc20Messages.hintValid);
  });

  it.each(['T', 'TR7NHqjeKQ', replaceCharAt(usdtContract, 5, 'z'), 'hello'])(
    'flags %j as invalid',
    (input) => {
      expect(trc20LiveHint(input)).toBe(trc20Messages.hintInvalid);
    },
  );
});

describe('encodeTrc20Address', () => {
  const accountId = fc.uint8Array({ minLength: 20, maxLength: 20 });

  it('reproduces the USDT contract address from its account id', () => {
    expect(encodeTrc20Address(fromHex('a614f803b6fd780986a42c78ec9c7f77e6ded13c'))).toBe(usdtContract);
  });

  it('rejects account ids that are not 20 bytes', () => {
    expect(() => encodeTrc20Address(new Uint8Array(19))).toThrow(RangeError);
    expect(() => encodeTrc20Address(new Uint8Array(21))).toThrow(RangeError);
  });

  it('always produces a valid 34-character address starting with T', () => {
    fc.assert(
      fc.property(accountId, (id) => {
        const address = encodeTrc20Address(id);
        expect(address).toHaveLength(34);
        expect(address.startsWith('T')).toBe(true);
        expect(checkTrc20Address(address)).toEqual({ ok: true, address });
      }),
    );
  });

  it('produces addresses that any single base58 substitution invalidates', () => {
    fc.assert(
      fc.property(
        accountId,
        fc.integer({ min: 0, max: 33 }),
        fc.integer({ min: 1, max: 57 }),
        (id, index, shift) => {
          const address = encodeTrc20Address(id);
          const mutated = replaceCharAt(address, index, shiftBase58Char(address.charAt(index), shift));
          expect(mutated).not.toBe(address);
          expect(isTrc20Address(mutated)).toBe(false);
        },
      ),
    );
  });
});
