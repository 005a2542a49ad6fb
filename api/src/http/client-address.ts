import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a rate limit counts a client under. IPv4 as it is (also when written as
 * `::ffff:a.b.c.d`); IPv6 by its /64 prefix, because one subscriber is usually handed a whole
 * /64 and could otherwise take a fresh address for every attempt.
 */
export function rateLimitAddress(ip: string | null): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, leading zeros dropped. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) fills two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((group) =>
    /^[0-9a-f]+$/i.test(group) ? Number.parseInt(group, 16).toString(16) : group,
  );
}
