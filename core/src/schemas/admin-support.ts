import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.js';
import { ticketStatusSchema } from './states.js';
import { ticketCategorySchema, ticketPrioritySchema, ticketSchema } from './support.js';

/**
 * Every user's tickets, newest first. Paged (docs/contract.md#conventions: the list grows without
 * bound); `q` matches subject or description, case-insensitively (docs/product/admin-console.md#validation-rules).
 */
export const adminTicketListQuerySchema = pageQuerySchema.extend({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  category: ticketCategorySchema.optional(),
  assignedAdmin: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

/**
 * The support center's stat cards. Counted over every filter except `status`, so the cards
 * still show how many tickets each status holds while the list shows one of them.
 */
export const ticketCountsSchema = z
  .object({
    total: z.number().int(),
    open: z.number().int(),
    inProgress: z.number().int(),
    resolved: z.number().int(),
    closed: z.number().int(),
    urgent: z.number().int(),
  })
  .meta({ id: 'TicketCounts' });

export const adminTicketListSchema = z
  .object({
    items: z.array(ticketSchema),
    nextCursor: z.string().nullable(),
    /** Tickets matching every filter, `status` included (the list's own count). */
    total: z.number().int(),
    counts: ticketCountsSchema,
  })
  .meta({ id: 'AdminTicketList' });

/** At least one field; `assignedAdmin` is an admin's profile id, or null to unassign. */
export const updateTicketRequestSchema = z
  .object({
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    assignedAdmin: idSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateTicketRequest' });

export const cannedResponseSchema = z
  .object({ id: idSchema, title: z.string(), message: z.string(), category: ticketCategorySchema.nullable() })
  .meta({ id: 'CannedResponse' });

export const cannedResponseListSchema = z
  .object({ items: z.array(cannedResponseSchema) })
  .meta({ id: 'CannedResponseList' });

/** What a client sends: `limit` as a number (the schema also takes the query string's text). */
export type AdminTicketListQuery = Omit<z.input<typeof adminTicketListQuerySchema>, 'limit'> & {
  limit?: number;
};
export type TicketCounts = z.infer<typeof ticketCountsSchema>;
export type UpdateTicketRequest = z.input<typeof updateTicketRequestSchema>;
export type CannedResponse = z.infer<typeof cannedResponseSchema>;
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;
