import { AuthCard, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes.js';
import { AcceptInviteForm } from './accept-invite-form.js';

export const incompleteInviteText =
  'This invitation link is incomplete. Open the link from the email again, or ask the owner who invited you for a new invitation.';

/**
 * The target of the staff invitation email (/admin/accept-invite?token=...): the invitee
 * chooses a password and lands on the dashboard, signed in. An invitation works once, for 72
 * hours; a dead link says so and sends them to whoever invited them.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const [problem, setProblem] = useState<string | null>(token ? null : incompleteInviteText);

  if (problem) {
    return (
      <AuthCard title="Invitation not valid" footer={<Link to={paths.login}>Go to sign in</Link>}>
        <Notice tone="error">{problem}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Join the admin console"
      subtitle="You were invited to the Tradesim back office. Choose a password for your staff account."
    >
      <AcceptInviteForm
        token={token}
        onAccepted={() => navigate(paths.dashboard, { replace: true })}
        onInvalidToken={setProblem}
      />
    </AuthCard>
  );
}
