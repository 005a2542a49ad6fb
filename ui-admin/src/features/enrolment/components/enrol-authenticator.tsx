import { zodResolver } from '@hookform/resolvers/zod';
import { type MfaCodeRequest, type MfaSetup, mfaCodeRequestSchema } from '@tradesim/core';
import { Button, CodeField } from '@tradesim/ui-kit';
import { AuthenticatorQr } from '@tradesim/ui-kit/sdk/account';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import styles from '../../../components/enrolment-steps.module.css';
import { errorMessage } from '../../../lib/errors.js';
import { useEnableFactor } from '../api/use-enrolment.js';

export const enableFailed = 'Could not turn on two-step verification';

/**
 * The QR code and the secret of a new authenticator, and its first code, which turns the factor
 * on; a refused code ("Invalid verification code") shows under the field.
 */
export function EnrolAuthenticator({
  setup,
  onEnabled,
}: {
  setup: MfaSetup;
  onEnabled(recoveryCodes: string[]): void;
}) {
  const enable = useEnableFactor();
  const form = useForm<MfaCodeRequest, unknown, z.output<typeof mfaCodeRequestSchema>>({
    resolver: zodResolver(mfaCodeRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled((await enable.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      form.setError('code', { message: errorMessage(error, enableFailed) });
    }
  });
  return (
    <form className={styles.steps} onSubmit={submit} noValidate aria-label="Set up your authenticator">
      <p className={styles.text}>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        6-digit code it shows.
      </p>
      <AuthenticatorQr otpauthUrl={setup.otpauthUrl} secret={setup.secret} />
      <CodeField
        label="Code from the app"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" className={styles.action} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Turning on...' : 'Turn on'}
      </Button>
    </form>
  );
}
