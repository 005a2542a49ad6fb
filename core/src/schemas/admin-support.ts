import { z } from 'zod';
import { idSchema } from './common.js';
import { ticketCategorySchema, ticketPrioritySchema, ticketSchema, ticketStatusSchema } from './support.js';

export const adminTicketListQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  category: ticketCategorySchema.optional(),
  assignedAdmin: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

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
  .object({ items: z.array(ticketSchema), counts: ticketCountsSchema })
  .meta({ id: 'AdminTicketList' });

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

export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;
export type TicketCounts = z.infer<typeof ticketCountsSchema>;
export type UpdateTicketRequest = z.input<typeof updateTicketRequestSchema>;
export type CannedResponse = z.infer<typeof cannedResponseSchema>;
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;
