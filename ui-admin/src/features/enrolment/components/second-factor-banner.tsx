import type { MfaSetup } from '@tradesim/core';
import { Button, Icon, LoadingState, Notice } from '@tradesim/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { linkSentText } from '../../../lib/second-factor.js';
import { useSessionPolicy, useStartEnrolment } from '../api/use-enrolment.js';
import styles from './second-factor-banner.module.css';

// The banner is on every page, so in the console's first chunk; the QR step (the QR encoder, the
// code form) loads only when someone starts it.
const EnrolAuthenticator = lazy(async () => ({
  default: (await import('./enrol-authenticator.js')).EnrolAuthenticator,
}));
const SavedCodes = lazy(async () => ({
  default: (await import('../../../components/saved-codes.js')).SavedCodes,
}));

export const blockedText =
  'Changes are blocked until you set up two-step verification: approvals, balances, deposits and withdrawals, settings, staff and every other change.';
/** Once the factor is on, nothing is blocked any more: the banner stays only for the codes. */
export const savedCodesTitle = 'Two-step verification is on: save your recovery codes';
const startFailed = 'Could not start the set-up. Try again.';

type Step =
  | { name: 'idle' }
  | { name: 'sent' }
  | { name: 'scanning'; setup: MfaSetup }
  | { name: 'codes'; codes: string[] };

/**
 * On every page while the staff policy wants a second factor this session lacks
 * (docs/product/admin-console.md#layout): what is blocked, and the way out. Enrolment goes through
 * a link mailed to the member (the server answers 202), except for the first owner while no
 * owner has a factor, who scans the QR code here. The banner stays until the recovery codes
 * are saved, though the session counts as upgraded as soon as the factor is on.
 */
export function SecondFactorBanner() {
  const { blocked, email } = useSessionPolicy();
  const start = useStartEnrolment();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  if (!blocked && (step.name === 'idle' || step.name === 'sent')) return null;
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (answer) =>
        setStep('sent' in answer ? { name: 'sent' } : { name: 'scanning', setup: answer }),
    });
  return (
    <section className={styles.banner} aria-labelledby="second-factor-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="lock" size={20} />
      </span>
      <div className={styles.body}>
        <h2 id="second-factor-title" className={styles.title}>
          {step.name === 'codes' ? savedCodesTitle : blockedText}
        </h2>
        {step.name !== 'codes' && (
          <p className={styles.text}>
            You can still read every screen you have access to and manage your own account (password,
            sessions).
          </p>
        )}
        {/* Its own boundary: the step's chunk loading must not blank the page around it. */}
        <Suspense fallback={<LoadingState text="Loading..." />}>
          {step.name === 'scanning' && (
            <EnrolAuthenticator setup={step.setup} onEnabled={(codes) => setStep({ name: 'codes', codes })} />
          )}
          {step.name === 'codes' && (
            <SavedCodes codes={step.codes} onDone={() => setStep({ name: 'idle' })} />
          )}
        </Suspense>
        {step.name === 'sent' && <Notice tone="success">{linkSentText(email ?? 'your address')}</Notice>}
        {start.isError && <Notice tone="error">{errorMessage(start.error, startFailed)}</Notice>}
        {(step.name === 'idle' || step.name === 'sent') && (
          <Button
            className={styles.action}
            variant={step.name === 'sent' ? 'secondary' : 'primary'}
            onClick={begin}
            disabled={start.isPending}
          >
            {start.isPending
              ? 'Setting up...'
              : step.name === 'sent'
                ? 'Send the link again'
                : 'Set up two-step verification'}
          </Button>
        )}
      </div>
    </section>
  );
}
