import { z } from 'zod';

export const healthSchema = z
  .object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() })
  .meta({ id: 'Health' });

/** `GET /api/health/live`: the process can serve. */
export const livenessSchema = z
  .object({ status: z.literal('ok'), version: z.string() })
  .meta({ id: 'Liveness' });

/** `GET /api/health/ready`: the database is reachable and migrated, and the instance not shutting down. */
export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    db: z.literal('ok'),
    migrations: z.literal('ok'),
    version: z.string(),
  })
  .meta({ id: 'Readiness' });

export type Health = z.infer<typeof healthSchema>;
export type Liveness = z.infer<typeof livenessSchema>;
export type Readiness = z.infer<typeof readinessSchema>;
