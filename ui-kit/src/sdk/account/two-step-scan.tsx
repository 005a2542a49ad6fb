import type { MfaSetup } from '@tradesim/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.js';
import { CodeField } from '../../components/code-field.js';
import { Notice } from '../../components/notice.js';
import { AuthenticatorQr } from './authenticator-qr.js';
import type { TwoStepCalls } from './two-step-calls.js';
import styles from './two-step-card.module.css';
import { useStepCall } from './use-step-call.js';

interface ScanStepProps {
  setup: MfaSetup;
  calls: Pick<TwoStepCalls, 'enable'>;
  titleId: string;
  onStart(): void;
  /** Turned on: the recovery codes to show once. */
  onEnabled(recoveryCodes: string[]): Promise<void>;
  onCancel(): void;
}

/** Scanning: the QR code (or the secret to type), then the app's first code turns it on. */
export function ScanStep({ setup, calls, titleId, onStart, onEnabled, onCancel }: ScanStepProps) {
  const call = useStepCall(onStart);
  const [code, setCode] = useState('');
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    void call.run(async () => {
      const { recoveryCodes } = await calls.enable(code.trim());
      await onEnabled(recoveryCodes);
    });
  };
  return (
    <form className={styles.form} onSubmit={turnOn} noValidate aria-labelledby={titleId}>
      {call.failure && <Notice tone="error">{call.failure}</Notice>}
      <p className={styles.text}>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        6-digit code it shows.
      </p>
      <AuthenticatorQr otpauthUrl={setup.otpauthUrl} secret={setup.secret} />
      <CodeField
        label="Code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <div className={styles.buttons}>
        <Button type="submit" disabled={call.busy || !code.trim()}>
          {call.busy ? 'Turning on...' : 'Turn on'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
