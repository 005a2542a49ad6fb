import { z } from 'zod';
import { timestampSchema } from './common.js';

/** Topics of API.md "Realtime"; `support.<ticketId>` is per ticket. */
export const realtimeTopicSchema = z
  .string()
  .regex(
    /^(assets|me|admin\.transactions|admin\.support|admin\.jobs|support\.[0-9a-f-]{36})$/,
    'Unknown topic',
  );

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(2000) }),
  z.object({ type: z.literal('subscribe'), topics: z.array(realtimeTopicSchema).min(1).max(20) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(realtimeTopicSchema).min(1).max(20) }),
]);

export const realtimeEventSchema = z.object({
  type: z.literal('event'),
  topic: z.string(),
  event: z.string(),
  data: z.unknown(),
  at: timestampSchema,
});

export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
