import type { MfaSetup } from '@tradesim/core';
import { useId, useState } from 'react';
import { Card } from '../../components/card.js';
import { Notice } from '../../components/notice.js';
import { type HeadingLevel, headingTag } from './account-card.js';
import type { TwoStepCalls } from './two-step-calls.js';
import styles from './two-step-card.module.css';
import { SavedCodesStep } from './two-step-codes.js';
import { SetUpStep } from './two-step-off.js';
import { OnStep } from './two-step-on.js';
import { ScanStep } from './two-step-scan.js';

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
 * code. Each step is its own component with its own call to the server (two-step-off.tsx,
 * -scan.tsx, -on.tsx, -codes.tsx); the card only says which step is open.
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
  // What outlives the step that said it: once turned off, the card shows the Off step.
  const [turnedOff, setTurnedOff] = useState(false);
  const clearNotice = () => setTurnedOff(false);
  const showCodes = (codes: string[], notice: string) => setStep({ name: 'saving-codes', codes, notice });
  const idle = () => setStep({ name: 'idle' });

  return (
    <Card aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>
        {turnedOff && <Notice tone="success">Two-step verification is off.</Notice>}
        {step.name === 'saving-codes' ? (
          <SavedCodesStep codes={step.codes} notice={step.notice} onDone={idle} />
        ) : step.name === 'scanning' ? (
          <ScanStep
            setup={step.setup}
            calls={calls}
            titleId={titleId}
            onStart={clearNotice}
            onEnabled={async (codes) => {
              showCodes(codes, 'Two-step verification is on.');
              await onChanged?.();
            }}
            onCancel={idle}
          />
        ) : enabled ? (
          <OnStep
            calls={calls}
            guards={guards}
            titleId={titleId}
            onStart={clearNotice}
            onNewCodes={(codes) =>
              showCodes(codes, 'New recovery codes are ready. The old ones no longer work.')
            }
            onTurnedOff={async () => {
              setTurnedOff(true);
              await onChanged?.();
            }}
          />
        ) : (
          <SetUpStep
            calls={calls}
            guards={guards}
            linkSentText={linkSentText}
            waiting={enabled === undefined}
            onStart={clearNotice}
            onScan={(setup) => setStep({ name: 'scanning', setup })}
          />
        )}
      </div>
    </Card>
  );
}
