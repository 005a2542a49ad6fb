import {
  AppError,
  type AuditAction,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  validationError,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { publish, type RealtimeMessage } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { notifyUsers } from '../notifications/repo.js';
import { ticketEvent } from '../support/events.js';
import {
  findTicketRow,
  lockTicket,
  type TicketChange,
  type TicketRow,
  updateTicket as writeTicket,
} from '../support/repo.js';
import { toTicket } from '../support/view.js';
import { isAdminProfile } from './repo.js';

export interface TicketUpdate {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  assignedAdmin?: string | null | undefined;
}

type Field = keyof TicketChange;
const columns: Record<Field, 'status' | 'priority' | 'assigned_admin'> = {
  status: 'status',
  priority: 'priority',
  assignedAdmin: 'assigned_admin',
};

/** The fields the update really changes, each with its value before and after. */
function changesOf(row: TicketRow, update: TicketUpdate): Partial<Record<Field, [unknown, unknown]>> {
  const changes: Partial<Record<Field, [unknown, unknown]>> = {};
  for (const field of Object.keys(columns) as Field[]) {
    const next = update[field];
    const before = row[columns[field]];
    if (next !== undefined && next !== before) changes[field] = [before, next];
  }
  return changes;
}

/** docs/product/admin-console.md#calls-and-audit-actions names for the two single-purpose edits; anything else is UPDATE_TICKET. */
function auditAction(fields: Field[]): AuditAction {
  if (fields.length === 1 && fields[0] === 'status') return 'UPDATE_TICKET_STATUS';
  if (fields.length === 1 && fields[0] === 'assignedAdmin') return 'ASSIGN_TICKET';
  return 'UPDATE_TICKET';
}

// The two states that end the conversation from support's side: the owner hears about them.
const closingNotices: Partial<Record<TicketStatus, { title: string; verb: string }>> = {
  resolved: { title: 'Ticket resolved', verb: 'resolved' },
  closed: { title: 'Ticket closed', verb: 'closed' },
};

async function announce(trx: Db, ticket: TicketRow, status: TicketStatus | undefined, now: Date) {
  const at = now.toISOString();
  const messages: RealtimeMessage[] = [ticketEvent(ticket.id, status ?? ticket.status, at)];
  if (status) {
    // The owner's open chat follows the state (a closed ticket no longer takes messages).
    messages.push({ topic: `support.${ticket.id}`, event: 'ticket', data: { id: ticket.id, status }, at });
  }
  await publish(trx, messages);
  const notice = status ? closingNotices[status] : undefined;
  if (!notice) return;
  await notifyUsers(
    trx,
    [
      {
        userId: ticket.user_id,
        type: 'support',
        title: notice.title,
        message: `Your ticket "${ticket.subject}" has been ${notice.verb}.`,
        referenceId: ticket.id,
      },
    ],
    now,
  );
}

/**
 * Sets a ticket's status, priority or assignee (any status to any other: docs/product/admin-console.md#states-and-transitions). The
 * ticket is locked, so concurrent edits apply one after the other and each audit entry's old
 * values are what that edit really replaced. An edit that changes nothing writes nothing.
 */
export async function updateTicket(
  ctx: AppContext,
  actor: AuditActor,
  ticketId: string,
  update: TicketUpdate,
): Promise<Ticket> {
  if (Object.values(update).every((value) => value === undefined)) {
    throw validationError({ body: 'Nothing to update: give a status, priority or assignedAdmin' });
  }
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    if (!(await lockTicket(trx, { ticketId }))) throw new AppError('TICKET_NOT_FOUND');
    const before = await findTicketRow(trx, { ticketId }, 'user');
    if (!before) throw new AppError('TICKET_NOT_FOUND');
    if (update.assignedAdmin && !(await isAdminProfile(trx, update.assignedAdmin))) {
      throw validationError({ assignedAdmin: 'Tickets can only be assigned to an admin' });
    }
    const changes = changesOf(before, update);
    const fields = Object.keys(changes) as Field[];
    if (fields.length === 0) return toTicket(before);
    const change: TicketChange = Object.fromEntries(fields.map((field) => [field, changes[field]?.[1]]));
    await writeTicket(trx, ticketId, change, now);
    await recordAudit(
      trx,
      actor,
      {
        action: auditAction(fields),
        tableName: 'support_tickets',
        recordId: ticketId,
        oldValues: Object.fromEntries(fields.map((field) => [field, changes[field]?.[0]])),
        newValues: Object.fromEntries(fields.map((field) => [field, changes[field]?.[1]])),
      },
      now,
    );
    await announce(trx, before, change.status, now);
    const after = await findTicketRow(trx, { ticketId }, 'user');
    if (!after) throw new Error('a locked ticket vanished inside its own transaction');
    return toTicket(after);
  });
}
