import {
  amountPresets,
  checkTopUpAmount,
  type TradingLimits,
  topUpAmountHint,
  validationMessages,
} from '@tradesim/core';
import { Button, Card } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { AmountPresets } from './amount-presets.js';
import styles from './amount-step.module.css';
import { CustomAmountField } from './custom-amount-field.js';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { StepHeader } from './step-header.js';
import { TopUpSummary } from './top-up-summary.js';

const customId = 'top-up-custom-amount';

/** Step 1 of the top-up: a preset or a custom amount within the deposit limits. */
export function TopUpAmountStep({
  limits,
  initialAmount,
}: {
  limits: TradingLimits;
  initialAmount?: string;
}) {
  const navigate = useNavigate();
  const startPreset = amountPresets.find((preset) => preset === initialAmount) ?? null;
  const [preset, setPreset] = useState<string | null>(startPreset);
  const [custom, setCustom] = useState(startPreset ? null : (initialAmount ?? null));
  const [error, setError] = useState<string | null>(null);
  const hint = custom === null ? null : topUpAmountHint(custom, limits);
  const chosen = checkTopUpAmount(preset ?? custom ?? '', limits);
  const choosePreset = (value: string) => {
    setPreset(value);
    setCustom(null);
    setError(null);
  };
  const chooseCustom = () => {
    setPreset(null);
    setCustom((value) => value ?? '');
    setError(null);
    requestAnimationFrame(() => document.getElementById(customId)?.focus());
  };
  const next = () => {
    const check = checkTopUpAmount(preset ?? custom ?? '', limits);
    if (!check.ok) return setError(check.message);
    // Fire and forget: the data router's promise only says the navigation is done.
    void navigate(`${paths.topUpPayment}?amount=${check.amount.toString()}`);
  };
  return (
    <>
      <FlowHeader title="Top Up" />
      <FlowLayout aside={<TopUpSummary amount={chosen.ok ? chosen.amount : null} />}>
        <Card className={styles.card}>
          <StepHeader step={1} total={3} title="Choose an amount" />
          <p className={styles.lead}>Top up your balance with USDT on the TRC20 network.</p>
          <AmountPresets label="Top-up amount" selected={preset} onSelect={choosePreset}>
            <button
              type="button"
              className={styles.customTile}
              aria-pressed={custom !== null}
              onClick={chooseCustom}
            >
              Custom
            </button>
          </AmountPresets>
          {custom !== null && (
            <CustomAmountField
              id={customId}
              value={custom}
              onType={(value) => {
                setCustom(value);
                setError(null);
              }}
              error={error ?? undefined}
              hint={hint}
              hintTone={hint === validationMessages.depositHintValid ? 'positive' : 'negative'}
            />
          )}
          {custom === null && error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <Button block onClick={next}>
            Continue
          </Button>
        </Card>
      </FlowLayout>
    </>
  );
}
