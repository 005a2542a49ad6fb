import { AuthCard } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/routes.js';
import { PrimaryLink } from './primary-link.js';
import { ResetLinkProblem } from './reset-link-problem.js';
import { ResetPasswordForm } from './reset-password-form.js';

type Outcome = { kind: 'form' } | { kind: 'changed' } | { kind: 'invalid'; message: string };

/**
 * The target of the reset link (/reset-password?token=...). The spec does not show it: it asks
 * for the new password twice, then says every session was signed out (the API revokes them).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  if (!token) {
    return (
      <ResetLinkProblem
        title="Reset link incomplete"
        message="This password reset link is incomplete. Open the link from the email again, or request a new one."
      />
    );
  }
  if (outcome.kind === 'invalid')
    return <ResetLinkProblem title="Reset link not valid" message={outcome.message} />;
  if (outcome.kind === 'changed') {
    return (
      <AuthCard
        title="Password changed"
        subtitle="Your password has been changed and every session was signed out. Sign in with your new password."
      >
        <PrimaryLink to={paths.login}>Sign in</PrimaryLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm
        token={token}
        onChanged={() => setOutcome({ kind: 'changed' })}
        onInvalidToken={(message) => setOutcome({ kind: 'invalid', message })}
      />
    </AuthCard>
  );
}
