import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.js';

describe('rateLimitAddress', () => {
  it('counts IPv4 as it is, also when written as IPv6', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(rateLimitAddress('2001:db8:0:1::1')).toBe(network);
    expect(rateLimitAddress('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(network);
    expect(rateLimitAddress('2001:DB8::1:0:0:0:9')).toBe(network);
    expect(rateLimitAddress('2001:db8:0:2::1')).not.toBe(network);
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('puts clients without an address in one bucket', () => {
    expect(rateLimitAddress(null)).toBe('unknown');
    expect(rateLimitAddress('')).toBe('unknown');
  });
});
