import { type Asset, type TradingSettings, validationMessages } from '@tradesim/core';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type BuyState, paths } from '../../../config/routes.js';
import { parseInvestAmount, sanitizeInvestAmount, validateInvestAmount } from './invest-rules.js';

interface InvestValues {
  amount: string;
  durationId: string;
}

/**
 * The asset page's invest form: an amount and a period, checked against the trading limits
 * and the balance, handed to /buy (which confirms and buys) as `BuyState`. Messages show once
 * the amount was left or submitted, then follow every keystroke (`onTouched`).
 */
export function useInvestForm(context: {
  asset: Asset;
  limits: TradingSettings;
  balance: string | undefined;
}) {
  const navigate = useNavigate();
  const form = useForm<InvestValues>({ mode: 'onTouched', defaultValues: { amount: '', durationId: '' } });
  const amount = useController({
    control: form.control,
    name: 'amount',
    // Re-registered on every render, so the check always sees the live balance.
    rules: { validate: (text) => validateInvestAmount(text, context) },
  });
  const period = useController({
    control: form.control,
    name: 'durationId',
    rules: { required: validationMessages.investmentPeriodRequired },
  });
  const parsedAmount = parseInvestAmount(amount.field.value);
  const ready = parsedAmount !== null && period.field.value !== '';

  const submit = form.handleSubmit((values) => {
    const state: BuyState = {
      assetId: context.asset.id,
      durationId: values.durationId,
      amount: parseInvestAmount(values.amount)?.toFixed(2) ?? values.amount,
    };
    navigate(paths.buy, { state });
  });

  return {
    amount: {
      ...amount.field,
      onChange: (text: string) => amount.field.onChange(sanitizeInvestAmount(text)),
      error: amount.fieldState.error?.message,
    },
    period: { ...period.field, error: period.fieldState.error?.message },
    parsedAmount,
    ready,
    submit,
  };
}
