import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@tradesim/ui-kit';
import type { KeyboardEvent } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  type DurationFormInput,
  type DurationFormOutput,
  durationFormSchema,
} from './duration-form-schema.js';

type DurationForm = UseFormReturn<DurationFormInput, unknown, DurationFormOutput>;

/** The add form's and the inline edit's form state, checked by the shared core rule. */
export function useDurationForm(defaultValues: DurationFormInput): DurationForm {
  return useForm<DurationFormInput, unknown, DurationFormOutput>({
    resolver: zodResolver(durationFormSchema),
    defaultValues,
  });
}

interface DurationFieldsProps {
  form: DurationForm;
  /** Example values in the empty fields of a new duration. */
  placeholders?: { label: string; hours: string; maxReturnPercent: string };
  /** Focus the label at once: the admin just pressed Edit on this row. */
  autoFocusLabel?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A duration's label, hours and max return fields, with their validation messages. */
export function DurationFields({ form, placeholders, autoFocusLabel, onKeyDown }: DurationFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Label"
        placeholder={placeholders?.label}
        autoComplete="off"
        autoFocus={autoFocusLabel}
        onKeyDown={onKeyDown}
        error={errors.label?.message}
        {...form.register('label')}
      />
      <Field
        label="Hours"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder={placeholders?.hours}
        onKeyDown={onKeyDown}
        error={errors.hours?.message}
        {...form.register('hours')}
      />
      <Field
        label="Max return (%)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        placeholder={placeholders?.maxReturnPercent}
        onKeyDown={onKeyDown}
        error={errors.maxReturnPercent?.message}
        {...form.register('maxReturnPercent')}
      />
    </>
  );
}
