import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { chatMessageMaxLength } from '../validation/text-rules.js';
import { idSchema, isStorableText, requiredText, timestampSchema } from './common.js';
import { chatSenderTypeSchema, ticketStatusSchema } from './states.js';

export const ticketPrioritySchema = z.enum(['low', 'medium', 'high', 'urgent']);
export const ticketCategorySchema = z.enum(['general', 'technical', 'billing', 'trading', 'security']);

export const chatMessageInputSchema = z
  .string({ error: m.chatMessageBlank })
  .trim()
  .min(1, m.chatMessageBlank)
  .max(chatMessageMaxLength, m.chatMessageTooLong)
  .refine(isStorableText, m.textNotStorable);

export const createTicketRequestSchema = z
  .object({
    subject: requiredText(m.ticketSubjectRequired, 200),
    // The description also opens the ticket's chat, so it obeys the chat's limit.
    description: requiredText(
      m.ticketDescriptionRequired,
      chatMessageMaxLength,
      `Description must be ${chatMessageMaxLength} characters or fewer`,
    ),
    category: ticketCategorySchema.default('general'),
    priority: ticketPrioritySchema.default('medium'),
  })
  .meta({ id: 'CreateTicketRequest' });

export const sendMessageRequestSchema = z
  .object({ message: chatMessageInputSchema })
  .meta({ id: 'SendMessageRequest' });

export const chatMessageSchema = z
  .object({
    id: idSchema,
    ticketId: idSchema,
    senderId: idSchema.nullable(),
    senderType: chatSenderTypeSchema,
    message: z.string(),
    isRead: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ChatMessage' });

export const ticketSchema = z
  .object({
    id: idSchema,
    userId: idSchema,
    userEmail: z.string().nullable(),
    subject: z.string(),
    description: z.string(),
    status: ticketStatusSchema,
    priority: ticketPrioritySchema,
    category: ticketCategorySchema,
    assignedAdmin: idSchema.nullable(),
    messageCount: z.number().int(),
    unreadCount: z.number().int(),
    lastMessageAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Ticket' });

export const ticketListSchema = z.object({ items: z.array(ticketSchema) }).meta({ id: 'TicketList' });

export const ticketDetailSchema = ticketSchema
  .extend({ messages: z.array(chatMessageSchema) })
  .meta({ id: 'TicketDetail' });

export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
export type TicketCategory = z.infer<typeof ticketCategorySchema>;
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
