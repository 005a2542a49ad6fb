import { type ErrorFields, isStorableText, validationMessages } from '@tradesim/core';

/**
 * The fields of a request's body, query or path whose text PostgreSQL would refuse (core
 * `isStorableText`). Checked here, once for every route and every string, rather than field by
 * field in the schemas: a schema that forgets one (a note that ends up in an audit entry's jsonb)
 * would be a 500 again. Paths are written as zod-fields.ts writes them (`extra.list.1`; the
 * location for the whole value), so both kinds of finding read alike. A key that is itself
 * refused is reported at its parent, since the key cannot be shown. Walked without recursion,
 * like json-depth.ts.
 */
export function unstorableTextFields(value: unknown, location: 'body' | 'query' | 'params'): ErrorFields {
  const fields: ErrorFields = {};
  const refuse = (path: readonly string[]) => {
    fields[path.length > 0 ? path.join('.') : location] ??= validationMessages.textNotStorable;
  };
  const pending: [unknown, string[]][] = [[value, []]];
  for (let index = 0; index < pending.length; index += 1) {
    const [node, path] = pending[index] as [unknown, string[]];
    if (typeof node === 'string') {
      if (!isStorableText(node)) refuse(path);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (isStorableText(key)) pending.push([child, [...path, key]]);
        else refuse(path);
      }
    }
  }
  return fields;
}
