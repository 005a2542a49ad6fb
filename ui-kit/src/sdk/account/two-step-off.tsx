import type { MfaSetup } from '@tradesim/core';
import { useState } from 'react';
import { Button } from '../../components/button.js';
import { Notice } from '../../components/notice.js';
import type { TwoStepCalls } from './two-step-calls.js';
import styles from './two-step-card.module.css';
import { useStepCall } from './use-step-call.js';

interface SetUpStepProps {
  calls: Pick<TwoStepCalls, 'setup'>;
  guards: string;
  linkSentText: string;
  /** Whether it is on is not known yet (the profile is loading): nothing to set up until it is. */
  waiting: boolean;
  onStart(): void;
  onScan(setup: MfaSetup): void;
}

/** Off: what a code would guard, and the set-up call (a QR code to scan, or a mailed link). */
export function SetUpStep({ calls, guards, linkSentText, waiting, onStart, onScan }: SetUpStepProps) {
  const call = useStepCall(onStart);
  const [linkSent, setLinkSent] = useState(false);
  const start = () =>
    call.run(async () => {
      setLinkSent(false);
      const answer = await calls.setup();
      if ('sent' in answer) setLinkSent(true);
      else onScan(answer);
    });
  return (
    <>
      {call.failure && <Notice tone="error">{call.failure}</Notice>}
      {linkSent && <Notice tone="success">{linkSentText}</Notice>}
      <p className={styles.text}>
        <strong>Off.</strong>{' '}
        {`Add a code from an authenticator app to ${guards}, so a stolen password alone is not enough.`}
      </p>
      <Button className={styles.action} onClick={() => void start()} disabled={call.busy || waiting}>
        {call.busy ? 'Setting up...' : 'Set up two-step verification'}
      </Button>
    </>
  );
}
