import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.js';
import { CodeField } from '../../components/code-field.js';
import { Notice } from '../../components/notice.js';
import type { TwoStepCalls } from './two-step-calls.js';
import styles from './two-step-card.module.css';
import { useStepCall } from './use-step-call.js';

interface OnStepProps {
  calls: Pick<TwoStepCalls, 'regenerateRecoveryCodes' | 'disable'>;
  guards: string;
  titleId: string;
  onStart(): void;
  /** New recovery codes, to show once. */
  onNewCodes(recoveryCodes: string[]): void;
  onTurnedOff(): Promise<void>;
}

/** On: a current code (or a recovery code) turns it off or gives new recovery codes. */
export function OnStep({ calls, guards, titleId, onStart, onNewCodes, onTurnedOff }: OnStepProps) {
  const call = useStepCall(onStart);
  const [code, setCode] = useState('');
  const regenerate = () =>
    call.run(async () => {
      const { recoveryCodes } = await calls.regenerateRecoveryCodes(code.trim());
      onNewCodes(recoveryCodes);
    });
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void call.run(async () => {
      await calls.disable(code.trim());
      setCode('');
      await onTurnedOff();
    });
  };
  return (
    <form className={styles.form} onSubmit={turnOff} noValidate aria-labelledby={titleId}>
      {call.failure && <Notice tone="error">{call.failure}</Notice>}
      <p className={styles.text}>
        <strong>On.</strong> {`A code from your authenticator app is needed for ${guards}.`} To turn it off or
        get new recovery codes, enter a current code or a recovery code.
      </p>
      <CodeField
        label="Code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <div className={styles.buttons}>
        <Button
          type="button"
          variant="secondary"
          disabled={call.busy || !code.trim()}
          onClick={() => void regenerate()}
        >
          New recovery codes
        </Button>
        <Button type="submit" variant="danger" disabled={call.busy || !code.trim()}>
          {call.busy ? 'Working...' : 'Turn off'}
        </Button>
      </div>
    </form>
  );
}
