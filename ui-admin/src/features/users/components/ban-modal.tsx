import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, type AdminUserDetails, adminScreenMessages, banRequestSchema } from '@tradesim/core';
import { Button, Field, Modal, Notice } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/errors.js';
import { useBanUser } from '../api/use-user-actions.js';
import styles from './user-modals.module.css';

interface BanModalProps {
  user: AdminUser;
  onClose(): void;
  onDone(user: AdminUserDetails): void;
}

/**
 * Ban User (docs/product/admin-console.md#screens, #validation-rules): a reason is required ("Please provide a reason for banning this
 * user"). The server signs the user out everywhere; it refuses an admin banning themselves, and
 * that message shows here.
 */
export function BanModal({ user, onClose, onDone }: BanModalProps) {
  const ban = useBanUser(user.id);
  const form = useForm<z.input<typeof banRequestSchema>, unknown, z.output<typeof banRequestSchema>>({
    resolver: zodResolver(banRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onDone(await ban.mutateAsync(reason));
    } catch {
      // Shown from the mutation's error below.
    }
  });
  return (
    <Modal
      title="Ban User"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="ban-user-form" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? 'Banning...' : 'Ban User'}
          </Button>
        </>
      }
    >
      <form id="ban-user-form" className={styles.form} onSubmit={submit} noValidate>
        <p>
          Ban <strong className={styles.strong}>{user.displayName}</strong> ({user.email})? They are signed
          out at once and cannot use their account until an admin unbans them.
        </p>
        {ban.isError && (
          <Notice tone="error">{errorMessage(ban.error, adminScreenMessages.banFailed)}</Notice>
        )}
        <Field
          label="Reason"
          autoComplete="off"
          maxLength={500}
          placeholder="Why this user is banned"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
