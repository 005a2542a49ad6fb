import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  newPasswordField,
  type PasswordKind,
  userScreenMessages,
} from '@tradesim/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { Notice } from '../../components/notice.js';
import { PasswordField } from '../../components/password-field.js';
import { errorMessage, showServerFieldErrors } from '../errors.js';
import { type HeadingLevel, headingTag } from './account-card.js';
import styles from './change-password-card.module.css';
import { NewPasswordFields } from './new-password-fields.js';
import { confirmationMatches, confirmPasswordField, mismatch } from './password-confirmation.js';

/** The request, with the new password's length rule for whose it is and its confirmation. */
function changeFormSchema(kind: PasswordKind) {
  return changePasswordRequestSchema
    .extend({ newPassword: newPasswordField(kind), confirmPassword: confirmPasswordField })
    .refine((values) => confirmationMatches(values.newPassword, values.confirmPassword), mismatch);
}

const changeFormSchemas = { user: changeFormSchema('user'), staff: changeFormSchema('staff') };

type ChangeForm = z.input<ReturnType<typeof changeFormSchema>>;

const changedText = 'Your password has been changed. Your other sessions were signed out.';

interface ChangePasswordCardProps {
  /** Whose password: a customer's needs 8 characters, a staff member's 12. */
  kind: PasswordKind;
  /** The app's SDK call: this session stays, every other one of the account is signed out. */
  changePassword(input: ChangePasswordRequest): Promise<void>;
  /** After a change, e.g. to read the sessions list again. */
  onChanged?(): unknown;
  title?: string;
  headingLevel?: HeadingLevel;
  /** The app's own card class (it may set --account-card-title-size). */
  className?: string;
}

/** Change password: current, new and its confirmation; the form clears once it is changed. */
export function ChangePasswordCard({
  kind,
  changePassword,
  onChanged,
  title = 'Change password',
  headingLevel = 3,
  className,
}: ChangePasswordCardProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangeForm, unknown, z.output<ReturnType<typeof changeFormSchema>>>({
    resolver: zodResolver(changeFormSchemas[kind]),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      setOutcome({ tone: 'success', text: changedText });
      await onChanged?.();
    } catch (error) {
      // A password the server refuses (too common, say) reads under its field.
      if (showServerFieldErrors(error, form.setError, ['newPassword']) > 0) return;
      setOutcome({ tone: 'error', text: errorMessage(error, userScreenMessages.unknownError) });
    }
  });

  return (
    <Card aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          kind={kind}
          password={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" disabled={isSubmitting} className={styles.submit}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
