import { z } from 'zod';
import { approvalStatuses } from '../four-eyes.js';
import { transactionStatuses, transactionTypes } from '../transactions.js';

/*
 * The kinds and states the realtime contract's events name, apart from their topics' forms
 * (wallet.ts, investments.ts, support.ts): the contract then loads without those modules' schemas
 * and the TRC20 checks a withdrawal needs, which were half of the work a phone did when the
 * dashboard's socket opened (docs/decisions/0026-dashboard-first-load.md).
 */

export const transactionTypeSchema = z.enum(transactionTypes as [string, ...string[]]);
export const transactionStatusSchema = z.enum(transactionStatuses as [string, ...string[]]);
export const investmentStatusSchema = z.enum(['active', 'completed', 'cancelled']);
export const ticketStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);
/** Who wrote a support chat message. */
export const chatSenderTypeSchema = z.enum(['admin', 'user']);

export const approvalStatusSchema = z.enum(approvalStatuses).meta({ id: 'ApprovalStatus' });
