import { zodResolver } from '@hookform/resolvers/zod';
import { type Asset, type Duration, sanitizeAmountTyping, type TradingSettings } from '@tradesim/core';
import { Button, Field, formatUsd } from '@tradesim/ui-kit';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type BuyState, paths } from '../../config/routes.js';
import { ExpectedReturn } from './expected-return.js';
import { limitAmountTyping, positiveAmount } from './invest-figures.js';
import styles from './invest-form.module.css';
import { investFormSchema } from './invest-form-schema.js';
import { PeriodPicker } from './period-picker.js';

interface InvestFormProps {
  asset: Asset;
  durations: Duration[];
  limits: TradingSettings;
  balance: string;
}

/**
 * Amount, period, the expected return, then on to Confirm Purchase with the choice.
 * DESIGN: the button stays pressable while it reads 'Select amount and period': pressing it
 * points at what is missing (the field messages) instead of doing nothing.
 */
export function InvestForm({ asset, durations, limits, balance }: InvestFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => investFormSchema({ limits, balance }), [limits, balance]);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: '', durationId: '' },
  });
  const [amountText, durationId] = useWatch({ control: form.control, name: ['amount', 'durationId'] });
  const amount = positiveAmount(String(amountText ?? ''));
  const duration = durations.find((candidate) => candidate.id === durationId);
  const { errors } = form.formState;
  const amountField = form.register('amount');

  const submit = form.handleSubmit((values) => {
    const state: BuyState = { assetId: asset.id, durationId: values.durationId, amount: values.amount };
    // Fire and forget: the data router's promise only says the navigation is done.
    void navigate(paths.buy, { state });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.balance}>
        Available balance: <strong className="tabular">{formatUsd(balance)}</strong>
      </p>
      <Field
        label="Investment amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={errors.amount?.message}
        {...amountField}
        onChange={(event) => {
          event.target.value = limitAmountTyping(sanitizeAmountTyping(event.target.value));
          return amountField.onChange(event);
        }}
      />
      <PeriodPicker
        durations={durations}
        registration={form.register('durationId')}
        error={errors.durationId?.message}
      />
      <ExpectedReturn asset={asset} amount={amount} duration={duration} />
      <Button type="submit" block>
        {amount && duration ? `Invest ${formatUsd(amount)}` : 'Select amount and period'}
      </Button>
    </form>
  );
}
