import type { MfaLinkSent, MfaRecoveryCodes, MfaSetup } from '@tradesim/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { CodeField } from '../../components/code-field.js';
import { Notice } from '../../components/notice.js';
import { errorMessage } from '../errors.js';
import { type HeadingLevel, headingTag } from './account-card.js';
import { AuthenticatorQr } from './authenticator-qr.js';
import { RecoveryCodes } from './recovery-codes.js';
import styles from './two-step-card.module.css';

/**
 * The account's two-step verification calls (client.me.mfa or client.admin.auth.mfa). A staff
 * member's `setup` may answer `{sent: true}`: enrolment goes through a link mailed to them.
 */
export interface TwoStepCalls {
  setup(): Promise<MfaSetup | MfaLinkSent>;
  enable(code: string): Promise<MfaRecoveryCodes>;
  regenerateRecoveryCodes(code: string): Promise<MfaRecoveryCodes>;
  disable(code: string): Promise<void>;
}

interface TwoStepCardProps {
  /** Whether it is on now (the profile's `mfaEnabled`); undefined while that is loading. */
  enabled: boolean | undefined;
  calls: TwoStepCalls;
  /** After it was turned on or off, e.g. to read the profile again. */
  onChanged?(): unknown;
  /** What a code guards, in the explanation: "sign-ins and withdrawals", "sign-ins". */
  guards: string;
  /** What is said when `setup` mailed a link instead ("We sent a link to ..."). */
  linkSentText?: string;
  title?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

type Step =
  | { name: 'idle' }
  | { name: 'scanning'; setup: MfaSetup }
  | { name: 'saving-codes'; codes: string[]; notice: string };

/**
 * Two-step verification: set up with a QR code (or the secret typed by hand), turn on with the
 * app's first code, then the ten recovery codes, shown once; turn off with a code or a recovery
 * code.
 */
export function TwoStepCard({
  enabled,
  calls,
  onChanged,
  guards,
  linkSentText = 'We sent you a link by email: open it on this device to set up your authenticator.',
  title = 'Two-step verification',
  headingLevel = 3,
  className,
}: TwoStepCardProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const setup = await calls.setup();
      if ('sent' in setup) {
        setOutcome({ tone: 'success', text: linkSentText });
        return;
      }
      setStep({ name: 'scanning', setup });
      setCode('');
    });

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await calls.enable(code.trim());
      setStep({ name: 'saving-codes', codes: recoveryCodes, notice: 'Two-step verification is on.' });
      setCode('');
      await onChanged?.();
    });
  };

  const regenerate = () =>
    run(async () => {
      const { recoveryCodes } = await calls.regenerateRecoveryCodes(code.trim());
      setStep({
        name: 'saving-codes',
        codes: recoveryCodes,
        notice: 'New recovery codes are ready. The old ones no longer work.',
      });
      setCode('');
    });

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await calls.disable(code.trim());
      setCode('');
      setOutcome({ tone: 'success', text: 'Two-step verification is off.' });
      await onChanged?.();
    });
  };

  const codeField = (
    <CodeField
      label="Code from the app"
      value={code}
      onChange={(event) => setCode(event.target.value)}
      required
    />
  );

  return (
    <Card aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        {step.name === 'saving-codes' ? (
          <>
            <Notice tone="success">{step.notice}</Notice>
            <p className={styles.text}>
              Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
              They are shown only now.
            </p>
            <RecoveryCodes codes={step.codes} />
            <Button className={styles.action} onClick={() => setStep({ name: 'idle' })}>
              I have saved them
            </Button>
          </>
        ) : step.name === 'scanning' ? (
          <form className={styles.form} onSubmit={turnOn} noValidate aria-labelledby={titleId}>
            <p className={styles.text}>
              Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter
              the 6-digit code it shows.
            </p>
            <AuthenticatorQr otpauthUrl={step.setup.otpauthUrl} secret={step.setup.secret} />
            {codeField}
            <div className={styles.buttons}>
              <Button type="submit" disabled={busy || !code.trim()}>
                {busy ? 'Turning on...' : 'Turn on'}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setStep({ name: 'idle' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : enabled ? (
          <form className={styles.form} onSubmit={turnOff} noValidate aria-labelledby={titleId}>
            <p className={styles.text}>
              <strong>On.</strong> {`A code from your authenticator app is needed for ${guards}.`} To turn it
              off or get new recovery codes, enter a current code or a recovery code.
            </p>
            {codeField}
            <div className={styles.buttons}>
              <Button
                type="button"
                variant="secondary"
                disabled={busy || !code.trim()}
                onClick={() => void regenerate()}
              >
                New recovery codes
              </Button>
              <Button type="submit" variant="danger" disabled={busy || !code.trim()}>
                {busy ? 'Working...' : 'Turn off'}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className={styles.text}>
              <strong>Off.</strong>{' '}
              {`Add a code from an authenticator app to ${guards}, so a stolen password alone is not enough.`}
            </p>
            <Button
              className={styles.action}
              onClick={() => void start()}
              disabled={busy || enabled === undefined}
            >
              {busy ? 'Setting up...' : 'Set up two-step verification'}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
