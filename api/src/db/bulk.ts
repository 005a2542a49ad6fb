/**
 * A Postgres array literal (`{"a","b",NULL}`) of strings, to bind as one text parameter and cast
 * (`:ids::uuid[]`), then `unnest` several of them side by side into rows. Many rows go as a few
 * bound strings: one statement lets statement-level triggers see the whole batch, a multi-row
 * VALUES would hit Postgres' 65,535-parameter limit in a settlement batch, and Postgres parses
 * an array literal faster than the same rows as JSON. Values go as strings (money stays exact).
 */
export function arrayLiteral(values: readonly (string | null)[]): string {
  // Joined, not appended: one flat string, which the driver measures and copies in one pass.
  const elements = values.map((value) => (value === null ? 'NULL' : `"${value.replace(/["\\]/g, '\\$&')}"`));
  return `{${elements.join(',')}}`;
}
