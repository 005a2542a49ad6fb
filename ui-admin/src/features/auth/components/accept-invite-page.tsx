import { type AcceptInviteResponse, isAppError } from '@tradesim/core';
import { AuthCard, formatDateTime, LoadingState, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SavedCodes } from '../../../components/saved-codes.js';
import { paths } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { roleName } from '../../../lib/use-staff-may.js';
import { useInvite } from '../api/use-invite.js';
import styles from './accept-invite.module.css';
import { AcceptInviteForm } from './accept-invite-form.js';

export const incompleteInviteText =
  'This invitation link is incomplete. Open the link from the email again, or ask the owner who invited you for a new invitation.';
const loadInviteFailed = 'Could not open the invitation. Try again.';

/**
 * The target of the staff invitation email (/admin/accept-invite?token=...): it shows who is
 * invited, with which role and until when; the invitee chooses a password and enrols a second
 * factor at once (the QR code of the invitation's secret), then sees the recovery codes once and
 * enters the console, signed in. An invitation works once, for 72 hours; a dead link says so
 * and sends them to whoever invited them.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enter } = useAdminAuth();
  const token = params.get('token')?.trim() ?? '';
  const invite = useInvite(token);
  const [problem, setProblem] = useState<string | null>(token ? null : incompleteInviteText);
  const [accepted, setAccepted] = useState<AcceptInviteResponse | null>(null);

  const enterConsole = (response: AcceptInviteResponse) => {
    enter(response);
    void navigate(paths.dashboard, { replace: true });
  };
  const refused = isAppError(invite.error) && invite.error.code === 'INVITE_INVALID';
  const failure = problem ?? (refused ? errorMessage(invite.error, loadInviteFailed) : null);
  if (failure) {
    return (
      <AuthCard title="Invitation not valid" footer={<Link to={paths.login}>Go to sign in</Link>}>
        <Notice tone="error">{failure}</Notice>
      </AuthCard>
    );
  }
  if (accepted?.recoveryCodes) {
    return (
      <AuthCard title="Save your recovery codes">
        <SavedCodes codes={accepted.recoveryCodes} onDone={() => enterConsole(accepted)} />
      </AuthCard>
    );
  }
  if (!invite.data) {
    return (
      <AuthCard title="Join the admin console">
        {invite.isError ? (
          <Notice tone="error">{errorMessage(invite.error, loadInviteFailed)}</Notice>
        ) : (
          <LoadingState text="Opening your invitation..." />
        )}
      </AuthCard>
    );
  }
  const details = invite.data;
  return (
    <AuthCard
      title="Join the admin console"
      subtitle="You were invited to the Tradesim back office. Choose a password and set up two-step verification."
    >
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>{details.email}</dd>
        <dt>Role</dt>
        <dd>{roleName(details.role)}</dd>
        <dt>Expires</dt>
        <dd>{formatDateTime(details.expiresAt)}</dd>
      </dl>
      <AcceptInviteForm
        token={token}
        invite={details}
        onAccepted={(response) => (response.recoveryCodes ? setAccepted(response) : enterConsole(response))}
        onInvalidToken={setProblem}
      />
    </AuthCard>
  );
}
