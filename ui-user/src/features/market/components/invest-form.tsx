import type { Asset, Duration, TradingSettings } from '@tradesim/core';
import { Button, Field, formatUsd } from '@tradesim/ui-kit';
import { InvestEstimate } from './invest-estimate.js';
import styles from './invest-form.module.css';
import { PeriodPicker } from './period-picker.js';
import { useInvestForm } from './use-invest-form.js';

/**
 * Amount, period, the estimate and the main button, which reads 'Select amount and period'
 * (disabled) until both are set and then 'Invest $100.00'.
 */
export function InvestForm({
  asset,
  durations,
  limits,
  balance,
}: {
  asset: Asset;
  durations: readonly Duration[];
  limits: TradingSettings;
  balance: string | undefined;
}) {
  const form = useInvestForm({ asset, limits, balance });
  const duration = durations.find((candidate) => candidate.id === form.period.value);
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <Field
        label="Investment amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        name={form.amount.name}
        value={form.amount.value}
        onChange={(event) => form.amount.onChange(event.target.value)}
        onBlur={form.amount.onBlur}
        error={form.amount.error}
        hint={balance === undefined ? undefined : `Available balance: ${formatUsd(balance)}`}
      />
      <PeriodPicker
        durations={durations}
        name={form.period.name}
        value={form.period.value}
        error={form.period.error}
        onChange={form.period.onChange}
        onBlur={form.period.onBlur}
      />
      <InvestEstimate
        amount={form.parsedAmount}
        price={asset.price}
        symbol={asset.symbol}
        maxReturnPercent={duration?.maxReturnPercent}
      />
      <Button type="submit" block disabled={!form.ready}>
        {form.ready && form.parsedAmount
          ? `Invest ${formatUsd(form.parsedAmount)}`
          : 'Select amount and period'}
      </Button>
    </form>
  );
}
