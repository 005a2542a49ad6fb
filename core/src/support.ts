import { AppError } from './errors.js';
import type { TicketStatus } from './schemas/support.js';

/**
 * The ticket's state once its user writes again, as a support desk treats a follow-up: a
 * resolved ticket reopens (the answer did not settle it), a closed one is final and the user
 * opens a new ticket (TICKET_CLOSED), open and in-progress ones stay as they are.
 */
export function statusAfterUserMessage(status: TicketStatus): TicketStatus {
  if (status === 'closed') throw new AppError('TICKET_CLOSED');
  return status === 'resolved' ? 'open' : status;
}
