import {
  amountPresets,
  checkWithdrawalAmount,
  type Decimal,
  isPresetAffordable,
  type TradingLimits,
  validationMessages,
} from '@tradesim/core';
import { Button, Card, formatUsd } from '@tradesim/ui-kit';
import { useState } from 'react';
import { AmountPresets } from './amount-presets.js';
import styles from './amount-step.module.css';
import { CustomAmountField } from './custom-amount-field.js';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { StepHeader } from './step-header.js';
import { WithdrawSummary } from './withdraw-summary.js';

interface WithdrawAmountStepProps {
  balance: Decimal;
  limits: TradingLimits;
  initialAmount: Decimal | null;
  onNext(amount: Decimal): void;
}

/** Step 1: a preset the balance covers, or a custom amount applied with Set. */
export function WithdrawAmountStep({ balance, limits, initialAmount, onNext }: WithdrawAmountStepProps) {
  const initial = initialAmount?.toString() ?? null;
  const [preset, setPreset] = useState<string | null>(
    amountPresets.find((value) => value === initial) ?? null,
  );
  const [custom, setCustom] = useState(initial && !preset ? initial : '');
  const [applied, setApplied] = useState(initial && !preset ? initial : null);
  const [error, setError] = useState<{ text: string; at: 'custom' | 'presets' } | null>(null);
  const check = (input: string) => checkWithdrawalAmount(input, { balance, limits });
  const choosePreset = (value: string) => {
    setPreset(value);
    setApplied(null);
    setError(null);
  };
  const applyCustom = () => {
    // 'Please select or enter an amount' is for Continue; an empty Set is not a valid amount.
    const result = custom.trim() === '' ? null : check(custom);
    if (!result?.ok)
      return setError({ text: result?.message ?? validationMessages.amountInvalid, at: 'custom' });
    setPreset(null);
    setApplied(custom);
    setError(null);
  };
  const next = () => {
    // DESIGN: a typed custom amount counts even if Set was not pressed; forgetting Set is no trap.
    const chosen = preset ?? applied ?? custom;
    const result = check(chosen);
    if (!result.ok)
      return setError({ text: result.message, at: preset === null && chosen !== '' ? 'custom' : 'presets' });
    onNext(result.amount);
  };
  const chosen = preset ?? applied;
  const checked = chosen ? check(chosen) : null;
  return (
    <>
      <FlowHeader title="Withdraw" />
      <FlowLayout
        aside={<WithdrawSummary fee={limits.withdrawalFee} amount={checked?.ok ? checked.amount : null} />}
      >
        <Card className={styles.card}>
          <StepHeader step={1} total={3} title="Choose an amount" />
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>Available balance</span>
            <span className={`${styles.balanceValue} tabular`}>{formatUsd(balance)}</span>
          </div>
          <AmountPresets
            label="Withdrawal amount"
            selected={preset}
            onSelect={choosePreset}
            isAffordable={(value) => isPresetAffordable(value, balance)}
          />
          {error?.at === 'presets' && (
            <p className={styles.error} role="alert">
              {error.text}
            </p>
          )}
          <div className={styles.customRow}>
            <CustomAmountField
              value={custom}
              onType={(value) => {
                setCustom(value);
                setApplied(null);
                setError(null);
              }}
              error={error?.at === 'custom' ? error.text : undefined}
            />
            <Button variant="secondary" className={styles.setButton} onClick={applyCustom}>
              Set
            </Button>
          </div>
          {chosen && (
            <p className={`${styles.chosen} tabular`} role="status">
              Amount to withdraw: <strong>{formatUsd(chosen)}</strong>
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
