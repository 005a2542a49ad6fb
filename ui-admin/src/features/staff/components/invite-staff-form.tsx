import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffRequestSchema, isAppError, staffRoleLabels, staffRoles } from '@tradesim/core';
import { Button, Card, EmailField, Field, Notice, SelectField } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionError } from '../../../components/action-error.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useInviteStaff } from '../api/use-staff.js';
import styles from './staff-page.module.css';

export const inviteFailed = 'Failed to send the invitation';
export const invitedText = (email: string) => `Invitation sent to ${email}. The link works for 72 hours.`;

/** The API's rules, with a role the owner must pick (no default: a role is a decision). */
const inviteFormSchema = inviteStaffRequestSchema.extend({
  role: z.string().pipe(z.enum(staffRoles, { error: 'Choose a role' })),
});
type InviteForm = z.input<typeof inviteFormSchema>;

const roleOptions: [string, string][] = [
  ['', 'Select a role'],
  ...staffRoles.map((role) => [role, staffRoleLabels[role]] as [string, string]),
];

/**
 * Invite a staff member: email, name and role. The invitee gets an email whose link works once,
 * for 72 hours; an address that already has an account is refused under the email field.
 */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const roleErrorId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<InviteForm, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', firstName: '', lastName: '', role: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSentTo(null);
    setFailure(null);
    try {
      const { invite: sent } = await invite.mutateAsync(values);
      setSentTo(sent.email);
      form.reset();
    } catch (error) {
      if (isAppError(error) && error.code === 'STAFF_EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: error.message });
      } else if (
        showServerFieldErrors(error, form.setError, ['email', 'firstName', 'lastName', 'role']) === 0
      ) {
        setFailure(error);
      }
    }
  });

  const failureText = isAppError(failure) && failure.status < 500 ? failure.message : inviteFailed;
  return (
    <Card aria-labelledby="invite-title" className={styles.panel}>
      <h2 id="invite-title" className={styles.title}>
        Invite staff
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Invite staff">
        {sentTo && <Notice tone="success">{invitedText(sentTo)}</Notice>}
        {failure !== null && (
          <Notice tone="error">
            <ActionError error={failure} text={failureText} />
          </Notice>
        )}
        <EmailField autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <div className={styles.names}>
          <Field
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <Field
            label="Last name"
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <div>
          <SelectField
            label="Role"
            options={roleOptions}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? roleErrorId : undefined}
            {...form.register('role')}
          />
          {errors.role && (
            <p id={roleErrorId} className={styles.error} role="alert">
              {errors.role.message}
            </p>
          )}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </Card>
  );
}
