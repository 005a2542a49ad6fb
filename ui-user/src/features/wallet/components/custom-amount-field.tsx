import { Field } from '@tradesim/ui-kit';
import type { ComponentProps } from 'react';
import { typeAmount } from './amount-typing.js';

type CustomAmountFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'onChange' | 'value'> & {
  value: string;
  /** The text as an amount may hold it (see typeAmount). */
  onType(value: string): void;
};

/** The "Custom amount (USD)" input of both amount steps: a decimal keyboard, only an amount's characters. */
export function CustomAmountField({ onType, ...field }: CustomAmountFieldProps) {
  return (
    <Field
      label="Custom amount (USD)"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      {...field}
      onChange={(event) => onType(typeAmount(event.target.value))}
    />
  );
}
