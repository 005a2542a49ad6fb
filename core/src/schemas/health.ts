import { z } from 'zod';

export const healthSchema = z
  .object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
