import fc from 'fast-check';
import { bendId, type IdBend, idBends } from './fuzz.js';

/**
 * Ids for generated requests: the fuzz keeps every id its answers carry, by what the id names,
 * and a request takes one of those (or a bent one, or a made-up one) only when it is sent, so
 * that the rows the run creates are the rows it goes on to read, change and delete.
 */

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');

/** What a path's ids name: the collection before the parameter, singular (`/api/admin/users/{id}`: user). */
export function nounOf(path: string): string {
  const segments = path.split('/');
  const param = segments.findIndex((segment) => segment.startsWith('{'));
  return singular((param > 0 ? segments[param - 1] : segments.at(-1)) ?? '');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id the run has seen, by what it names (`user`, `investment`...) and all together (`any`). */
export class IdPools {
  readonly #pools = new Map<string, string[]>();

  /** Replaces a pool (a token, say, that only one value of is live). */
  set(pool: string, values: string[]): void {
    this.#pools.set(pool, values);
  }

  get(pool: string): readonly string[] {
    return this.#pools.get(pool) ?? this.#pools.get('any') ?? [];
  }

  remember(pool: string, id: unknown): void {
    if (typeof id !== 'string' || !uuid.test(id)) return;
    for (const name of [pool, 'any']) {
      const ids = this.#pools.get(name) ?? [];
      if (!ids.includes(id) && ids.length < 200) ids.push(id);
      this.#pools.set(name, ids);
    }
  }

  /** Ids in an answer: `id` names what its list or key holds, `xxxId` an xxx. Walked, not recursed. */
  harvest(body: unknown, noun: string): void {
    const pending: [unknown, string][] = [[body, noun]];
    for (let seen = 0, next = pending.pop(); next && seen < 5_000; next = pending.pop(), seen += 1) {
      const [value, name] = next;
      if (Array.isArray(value)) {
        for (const item of value) pending.push([item, name]);
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'id') this.remember(name, child);
          else if (key.endsWith('Id')) this.remember(key.slice(0, -2), child);
          else if (typeof child === 'object' && child !== null)
            pending.push([child, key === 'items' ? name : singular(key)]);
        }
      }
    }
  }
}

/** An id from a pool of ids the run has seen, resolved when sent (pools grow as the run goes). */
export class PoolRef {
  constructor(
    readonly pool: string,
    readonly index: number,
    readonly bend: IdBend,
  ) {}

  resolve(pools: IdPools): string {
    const pool = pools.get(this.pool);
    const id =
      pool.length === 0 ? '00000000-0000-4000-8000-000000000000' : (pool[this.index % pool.length] as string);
    return bendId(id, this.bend);
  }
}

/** An id of this kind, of another kind, bent, made up, or no id at all. */
export function idValue(pool: string): fc.Arbitrary<PoolRef | string> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.nat().map((index) => new PoolRef(pool, index, 'none')) },
    { weight: 2, arbitrary: fc.nat().map((index) => new PoolRef('any', index, 'none')) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.nat(), idBends).map(([index, bend]) => new PoolRef(pool, index, bend)),
    },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ minLength: 1, maxLength: 50 }),
        fc.constantFrom(
          '%',
          '%E0%A4%A',
          '..%2F..%2Fetc%2Fpasswd',
          '%00',
          'null',
          '-1',
          '0',
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'x'.repeat(3000),
          '\u202E',
          '\uD800',
        ),
      ),
    },
  );
}
