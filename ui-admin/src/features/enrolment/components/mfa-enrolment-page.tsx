import { isAppError, type MfaSetup } from '@tradesim/core';
import { AuthCard, Button, LoadingState, Notice } from '@tradesim/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SavedCodes } from '../../../components/saved-codes.js';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { linkSentText } from '../../../lib/second-factor.js';
import { useSessionPolicy, useStartEnrolment } from '../api/use-enrolment.js';
import { EnrolAuthenticator } from './enrol-authenticator.js';

export const incompleteLinkText =
  'This link is incomplete. Open the link from the email again, or ask for a new one from the console.';
const startFailed = 'Could not start the set-up. Try again.';

type Step = { name: 'starting' } | { name: 'scanning'; setup: MfaSetup } | { name: 'codes'; codes: string[] };

/**
 * The target of the second-factor enrolment email (/admin/mfa-enrolment?token=..., behind the
 * sign-in: the link proves the mailbox, the session the password). The link's token opens the
 * set-up once: the QR code and secret, the app's first code, then the recovery codes, after which
 * this session counts as opened with a second factor. A spent or expired link says so and
 * offers a new one.
 */
export function MfaEnrolmentPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const start = useStartEnrolment();
  const resend = useStartEnrolment();
  const { email } = useSessionPolicy();
  const [step, setStep] = useState<Step>({ name: 'starting' });
  const [problem, setProblem] = useState<{ text: string; alreadyOn: boolean } | null>(
    token ? null : { text: incompleteLinkText, alreadyOn: false },
  );
  const begin = useCallback((answer: MfaSetup | { sent: true }) => {
    if ('sent' in answer) return;
    setProblem(null);
    setStep({ name: 'scanning', setup: answer });
  }, []);
  // The token works once: a second call (React's double effect in development) would spend it.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    start.mutate(token, {
      onSuccess: begin,
      onError: (error) =>
        setProblem({
          text: errorMessage(error, startFailed),
          alreadyOn: isAppError(error) && error.code === 'MFA_ALREADY_ENABLED',
        }),
    });
  }, [token, start.mutate, begin]);

  const dashboard = <Link to={paths.dashboard}>Go to the dashboard</Link>;
  if (problem) {
    const sent = resend.data !== undefined && 'sent' in resend.data;
    return (
      <AuthCard title="Set up two-step verification" footer={dashboard}>
        <Notice tone={problem.alreadyOn ? 'success' : 'error'}>{problem.text}</Notice>
        {!problem.alreadyOn && (
          <>
            {sent && <Notice tone="success">{linkSentText(email ?? 'your address')}</Notice>}
            {resend.isError && <Notice tone="error">{errorMessage(resend.error, startFailed)}</Notice>}
            <Button
              onClick={() => resend.mutate(undefined, { onSuccess: begin })}
              disabled={resend.isPending || sent}
            >
              {resend.isPending ? 'Sending...' : 'Send me a new link'}
            </Button>
          </>
        )}
      </AuthCard>
    );
  }
  if (step.name === 'codes') {
    return (
      <AuthCard title="Save your recovery codes">
        <SavedCodes codes={step.codes} onDone={() => navigate(paths.dashboard, { replace: true })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up two-step verification"
      subtitle="Add the Tradesim back office to an authenticator app on your phone."
    >
      {step.name === 'scanning' ? (
        <EnrolAuthenticator setup={step.setup} onEnabled={(codes) => setStep({ name: 'codes', codes })} />
      ) : (
        <LoadingState text="Opening the link..." />
      )}
    </AuthCard>
  );
}
