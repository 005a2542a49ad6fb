import {
  type Admin,
  adminScreenMessages,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  type UpdateTicketRequest,
} from '@tradesim/core';
import { ticketPriorityOptions } from '@tradesim/ui-kit';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useAdminName } from '../api/use-admin-name.js';
import { useUpdateTicket } from '../api/use-ticket-actions.js';
import { statusOptions } from '../lib/ticket-labels.js';
import styles from './chat-panel.module.css';
import { SelectControl } from './select-control.js';
import { useSupportToast } from './support-toast.js';

// DESIGN: the catalogue has no text for a failed priority change; this follows its wording.
const updatePriorityFailed = 'Failed to update ticket priority';

function adminName(admin: Admin): string {
  return [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
}

/**
 * The ticket's status (any to any: docs/product/admin-console.md#states-and-transitions), priority and assignee. While a change is on
 * its way the selects show it and wait; a refusal puts the old value back and shows the toast.
 */
export function TicketControls({ ticket }: { ticket: Ticket }) {
  const update = useUpdateTicket(ticket.id);
  const toast = useSupportToast();
  const me = useAdminAuth().admin;
  const assigneeName = useAdminName(ticket.assignedAdmin);
  const shown = update.isPending ? { ...ticket, ...update.variables } : ticket;
  // A role that only reads the support center (an auditor) sees the values, not choices.
  const canChange = useStaffMay()('support', 'change');
  const locked = update.isPending || !canChange;
  const change = (input: UpdateTicketRequest, fallback: string) =>
    update.mutate(input, { onError: (failure) => toast(errorMessage(failure, fallback)) });

  const assignees: [string, string][] = [['', 'Unassigned']];
  if (me) assignees.push([me.id, `Me (${adminName(me)})`]);
  if (ticket.assignedAdmin && ticket.assignedAdmin !== me?.id) {
    assignees.push([ticket.assignedAdmin, assigneeName ?? ticket.assignedAdmin]);
  }
  return (
    <div className={styles.controls}>
      <SelectControl
        compact
        label="Status"
        value={shown.status}
        options={statusOptions}
        disabled={locked}
        onChange={(status) =>
          change({ status: status as TicketStatus }, adminScreenMessages.updateTicketStatusFailed)
        }
      />
      <SelectControl
        compact
        label="Priority"
        value={shown.priority}
        options={ticketPriorityOptions}
        disabled={locked}
        onChange={(priority) => change({ priority: priority as TicketPriority }, updatePriorityFailed)}
      />
      <SelectControl
        compact
        label="Assigned to"
        value={shown.assignedAdmin ?? ''}
        options={assignees}
        disabled={locked}
        onChange={(admin) => change({ assignedAdmin: admin || null }, adminScreenMessages.assignTicketFailed)}
      />
    </div>
  );
}
