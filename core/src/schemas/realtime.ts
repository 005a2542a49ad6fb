import { z } from 'zod';
import { backgroundJobSchema } from './admin-catalogue.js';
import { idSchema, moneySchema, timestampSchema } from './common.js';
import { assetSchema, tickPriceSchema } from './market.js';
import {
  approvalStatusSchema,
  chatSenderTypeSchema,
  investmentStatusSchema,
  ticketStatusSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './states.js';

/** A ticket's own topic: its owner and the admins hear its chat there. */
export const supportTopicSchema = z.templateLiteral(['support.', z.uuid()]);

/** Topics of the realtime contract (docs/decisions/0012-realtime-protocol.md); `support.<ticketId>` is per ticket. */
export const realtimeTopicSchema = z.union(
  [
    z.enum(['assets', 'me', 'admin.transactions', 'admin.support', 'admin.jobs', 'admin.approvals']),
    supportTopicSchema,
  ],
  { error: 'Unknown topic' },
);

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** Without a token, the console's session cookie sent with the socket's handshake. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(2000).optional() }),
  z.object({ type: z.literal('subscribe'), topics: z.array(realtimeTopicSchema).min(1).max(20) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(realtimeTopicSchema).min(1).max(20) }),
]);

const idOnly = z.object({ id: idSchema });
const ticketState = z.object({ id: idSchema, status: ticketStatusSchema });
const adminTransaction = z.object({
  id: idSchema,
  type: transactionTypeSchema,
  status: transactionStatusSchema,
});
const jobState = backgroundJobSchema.pick({
  id: true,
  name: true,
  status: true,
  progress: true,
  error: true,
});

function event<T extends z.ZodType<string>, E extends string, D extends z.ZodType>(
  topic: T,
  name: E,
  data: D,
) {
  return z.object({ type: z.literal('event'), topic, event: z.literal(name), data, at: timestampSchema });
}
const assets = z.literal('assets');
const me = z.literal('me');
const adminTransactions = z.literal('admin.transactions');
const adminSupport = z.literal('admin.support');
const adminJobs = z.literal('admin.jobs');
const adminApprovals = z.literal('admin.approvals');

/**
 * Every server message `{type:"event",topic,event,data,at}`: one member per topic and event,
 * with its payload. It is the one definition the API publishes against and the SDK (so the UIs
 * and the CLI) reads; the SDK checks each event against it. Payloads stay small (ids and changed
 * fields); a client that needs more reads it through the HTTP API.
 */
export const realtimeEventSchema = z.union([
  /** Every price the tick moved, in one message. */
  event(assets, 'tick', z.object({ tickId: z.number().int(), prices: z.array(tickPriceSchema) })),
  event(assets, 'insert', assetSchema),
  /** The whole asset as it now stands; a user's list drops it when `isActive` is false. */
  event(assets, 'update', assetSchema),
  event(assets, 'delete', idOnly),
  /** The balance changed. */
  event(me, 'profile', z.object({ balance: moneySchema })),
  /** One investment changed, or (a settlement run) `count` of them reached `status`. */
  event(
    me,
    'investment',
    z.union([
      z.object({ id: idSchema, status: investmentStatusSchema }),
      z.object({ status: investmentStatusSchema, count: z.number().int().positive() }),
    ]),
  ),
  /** The history gained or changed a row (a settlement names only the kind). */
  event(
    me,
    'transaction',
    z.object({
      id: idSchema.optional(),
      type: transactionTypeSchema.optional(),
      status: transactionStatusSchema,
    }),
  ),
  event(
    me,
    'notification',
    z.union([
      z.object({ id: idSchema, isRead: z.boolean().optional() }),
      z.object({ readAll: z.literal(true) }),
    ]),
  ),
  event(adminTransactions, 'insert', adminTransaction),
  event(adminTransactions, 'update', adminTransaction),
  event(adminSupport, 'ticket', ticketState),
  event(adminSupport, 'message', z.object({ ticketId: idSchema, id: idSchema })),
  event(adminJobs, 'progress', jobState),
  event(adminJobs, 'done', jobState),
  /** A four-eyes request was made, approved or rejected. */
  event(adminApprovals, 'approval', z.object({ id: idSchema, status: approvalStatusSchema })),
  event(
    supportTopicSchema,
    'message',
    z.object({ id: idSchema, ticketId: idSchema, senderType: chatSenderTypeSchema }),
  ),
  event(supportTopicSchema, 'ticket', ticketState),
]);

/** Narrow on `topic`, then on `event`, and `data` is that event's payload. */
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
/** The events a subscription to `T` receives (`support.<id>` receives the per-ticket events). */
export type RealtimeEventOn<T extends RealtimeTopic> = RealtimeEvent extends infer E
  ? E extends { topic: infer P }
    ? T extends P
      ? E
      : never
    : never
  : never;
/** The payload of one event of one topic. */
export type RealtimeEventData<T extends RealtimeTopic, E extends RealtimeEventOn<T>['event']> = Extract<
  RealtimeEventOn<T>,
  { event: E }
>['data'];

/**
 * Everything the server sends on the socket: the answers to `auth`, `subscribe` and
 * `unsubscribe`, refusals (an `error` naming the refused `topic`, or none for the socket as a
 * whole), and the events.
 */
export const realtimeServerMessageSchema = z.union([
  z.object({ type: z.literal('ready'), kind: z.enum(['user', 'admin']) }),
  /** The socket's session ended (sent just before the 4401 close): why, in words to show. */
  z.object({ type: z.literal('session_ended'), reason: z.string(), message: z.string() }),
  z.object({ type: z.enum(['subscribed', 'unsubscribed']), topics: z.array(z.string()) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), topic: z.string().optional() }),
  realtimeEventSchema,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Why a session ended, as the person whose session it was is told. */
export const sessionEndTexts: Record<string, string> = {
  logout: 'You signed out.',
  logout_global: 'You were signed out everywhere.',
  revoked: 'This session was signed out from another device.',
  password_changed: 'Your password was changed. Sign in again.',
  password_reset: 'Your password was reset. Sign in again.',
  banned: 'Your account has been suspended.',
  refresh_reuse:
    'This session was signed out because its refresh token was used twice. Please sign in again.',
  staff_disabled: 'Your account was disabled by an owner.',
  role_changed: 'Your role was changed by an owner. Sign in again to continue.',
  mfa_reset: 'Your two-step verification was reset by an owner. Check your email to set it up again.',
};
