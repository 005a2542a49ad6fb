import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  type AdminUserDetails,
  type Approval,
  adminScreenMessages,
  type BalanceAdjustmentRequest,
  balanceAdjustmentRequestSchema,
} from '@tradesim/core';
import { Button, Field, formatUsd, Modal, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionError } from '../../../components/action-error.js';
import { AwaitingApprovalNotice } from '../../../components/awaiting-approval.js';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { errorMessage } from '../../../lib/errors.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useAdjustBalance } from '../api/use-user-actions.js';
import { useUserDetails } from '../api/use-users.js';
import { BalancePreview } from './balance-preview.js';
import styles from './user-modals.module.css';

interface EditBalanceModalProps {
  user: AdminUser;
  onClose(): void;
  onDone(user: AdminUserDetails): void;
}

/**
 * Edit Balance (docs/product/admin-console.md#screens, #validation-rules): a signed amount (positive adds, negative subtracts) and a
 * reason, checked by the core schema ("Please fill in all fields", "Please enter a valid
 * amount"). It previews the resulting balance; the server refuses one below zero and its
 * message shows here. DESIGN: a text input with a decimal keypad rather than type=number, whose
 * value a mouse wheel can change unseen: a slip there would move real money.
 */
export function EditBalanceModal({ user, onClose, onDone }: EditBalanceModalProps) {
  // The balance now, not as the list loaded it: the preview must add to the real figure.
  const fresh = useUserDetails(user.id);
  const balance = fresh.data?.balance ?? user.balance;
  const adjust = useAdjustBalance(user.id);
  const form = useForm<BalanceAdjustmentRequest, unknown, z.output<typeof balanceAdjustmentRequestSchema>>({
    resolver: zodResolver(balanceAdjustmentRequestSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await adjust.mutateAsync(values);
      if (isApprovalResponse(result)) setAwaiting(result.approval);
      else onDone(result.user);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['amount', 'reason']);
    }
  });
  const failed = adjust.isError && !errors.amount && !errors.reason;
  if (awaiting) {
    return (
      <Modal title="Edit Balance" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
        <AwaitingApprovalNotice approval={awaiting} />
      </Modal>
    );
  }
  return (
    <Modal
      title="Edit Balance"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-balance-form" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Balance'}
          </Button>
        </>
      }
    >
      <form id="edit-balance-form" className={styles.form} onSubmit={submit} noValidate>
        <p>
          Adjust the balance of <strong className={styles.strong}>{user.displayName}</strong> ({user.email}).
        </p>
        <p className={styles.current}>
          Current balance <strong className="tabular">{formatUsd(balance)}</strong>
        </p>
        {failed && (
          <Notice tone="error">
            <ActionError
              error={adjust.error}
              text={errorMessage(adjust.error, adminScreenMessages.updateBalanceFailed)}
            />
          </Notice>
        )}
        <Field
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 50.00 or -25.00"
          error={errors.amount?.message}
          hint={<BalancePreview balance={balance} amount={form.watch('amount')} />}
          {...form.register('amount')}
        />
        <Field
          label="Reason"
          autoComplete="off"
          maxLength={500}
          placeholder="Why the balance changes (the user sees it)"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
