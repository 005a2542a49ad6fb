import type { Database } from './connect.js';

interface Positional {
  text: string;
  /** The `:name` of each `$n`, in order. */
  names: string[];
}

// Statements are module constants, so each is rewritten once, not on every request.
const rewritten = new Map<string, Positional>();

function compile(sql: string): Positional {
  const cached = rewritten.get(sql);
  if (cached) return cached;
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]\w*)/g, (_, name: string) => {
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `$${index + 1}`;
  });
  // knex numbers every `?` it finds (a JSON operator too): a prepared text must not have one.
  if (text.includes('?')) throw new Error(`a prepared statement may not contain "?": ${sql.slice(0, 40)}`);
  const compiled = { text, names };
  rewritten.set(sql, compiled);
  return compiled;
}

/** `:name` placeholders (not `::casts`) → `$n` with the values in order. */
export function toPositional(
  sql: string,
  params: Record<string, unknown>,
): { text: string; values: unknown[] } {
  const { text, names } = compile(sql);
  const values = names.map((name) => {
    if (!Object.hasOwn(params, name)) throw new Error(`no value for :${name}`);
    return params[name];
  });
  return { text, values };
}

/**
 * A hot statement as a named prepared statement on PostgreSQL: each pooled connection parses and
 * plans it once, instead of on every request (the purchase and the session check run hundreds of
 * times a second). Autocommit only: never inside a transaction. On PGlite it runs as plain SQL.
 */
export async function preparedQuery<R>(
  db: Database,
  statement: { name: string; sql: string },
  params: Record<string, unknown>,
): Promise<R[]> {
  if (db.kind !== 'postgres') {
    // PGlite is one connection that knex hands out in turn: go through it, never around it.
    const result = await db.knex.raw(statement.sql, params as never);
    return result.rows as R[];
  }
  const { text, values } = toPositional(statement.sql, params);
  // knex hands `.options()` on to pg's query config (its public hook for driver options), so pg
  // gets `{ name, text, values }` on a pooled connection knex acquires and releases. The values
  // go there too: knex's own bindings would number a name used twice as two parameters.
  const result = await db.knex.raw(text).options({ name: statement.name, values });
  return result.rows as R[];
}
