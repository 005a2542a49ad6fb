import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver running the core schema's rules on the request the inputs stand for (the inputs
 * hold text as typed). Inputs and request share their field names, so each message lands under
 * its input.
 */
export function requestResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  toRequest: (values: Values) => z.input<Schema>,
): Resolver<Values, unknown, z.output<Schema>> {
  const schemaResolver = zodResolver(schema);
  // The casts only rename the field-name type: inputs and request have the same fields.
  return (values, context, options) =>
    schemaResolver(
      toRequest(values),
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    ) as ReturnType<Resolver<Values, unknown, z.output<Schema>>>;
}
