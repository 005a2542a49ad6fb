import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { changePasswordRequestSchema } from '@tradesim/core';
import { Button, Card, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/errors.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import {
  confirmationMatches,
  confirmPasswordField,
  mismatch,
} from '../../auth/components/password-confirmation.js';
import { PasswordField } from '../../auth/components/password-field.js';
import styles from './change-password-card.module.css';

const changeFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine((values) => confirmationMatches(values.newPassword, values.confirmPassword), mismatch);

type ChangeForm = z.input<typeof changeFormSchema>;

const changedText = 'Your password has been changed. Your other sessions were signed out.';

/** Change password (POST /api/me/password): this session stays, every other one is signed out. */
export function ChangePasswordCard() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangeForm, unknown, z.output<typeof changeFormSchema>>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await client.me.changePassword({ currentPassword, newPassword });
      form.reset();
      setOutcome({ tone: 'success', text: changedText });
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="change-password-title">
      <h3 id="change-password-title" className={styles.title}>
        Change password
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="change-password-title">
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting} className={styles.submit}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
