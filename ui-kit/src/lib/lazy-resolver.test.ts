import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.js';

interface Values {
  email: string;
}

const schema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address'),
});
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };
const checks = () => zodResolver<Values, unknown, Values>(schema);

/** What the resolver says of an email: the message of its refusal, or none. */
async function messageFor(resolver: Resolver<Values, unknown, Values>, email: string) {
  return (await resolver({ email }, undefined, options)).errors.email?.message;
}

describe('lazyResolver', () => {
  it('fetches the checks once, on the first preload, and runs them on submit', async () => {
    const load = vi.fn(async () => checks());
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(await resolver({ email: ' Ada@Example.com ' }, undefined, options)).toEqual({
      values: { email: 'ada@example.com' },
      errors: {},
    });
    expect(await messageFor(resolver, 'ada-at-example')).toBe('Please enter a valid email address');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the checks on a submit that comes before any preload', async () => {
    const load = vi.fn(async () => checks());
    const { resolver } = lazyResolver(load);
    expect(await messageFor(resolver, '')).toBe('Please enter a valid email address');
  });

  it('lets the values through unchecked when the checks cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(checks());
    const { resolver } = lazyResolver(load);
    expect(await resolver({ email: 'ada-at-example' }, undefined, options)).toEqual({
      values: { email: 'ada-at-example' },
      errors: {},
    });
    expect(await messageFor(resolver, 'ada-at-example')).toBe('Please enter a valid email address');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
