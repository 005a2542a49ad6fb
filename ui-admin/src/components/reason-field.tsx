import { zodResolver } from '@hookform/resolvers/zod';
import { requestReasonSchema } from '@tradesim/core';
import { TextareaField } from '@tradesim/ui-kit';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';

/** The optional reason a dual-controlled change carries to its approver (core's rule: 500 characters). */
const reasonFormSchema = z.object({ reason: requestReasonSchema });

export const reasonLabel = 'Reason for the approver (optional)';

/**
 * The form of a change that a second staff member approves: its reason, checked by core's
 * schema, handed over trimmed (or undefined when blank) on submit.
 */
export function useReasonForm() {
  return useForm<z.input<typeof reasonFormSchema>, unknown, z.output<typeof reasonFormSchema>>({
    resolver: zodResolver(reasonFormSchema),
    defaultValues: { reason: '' },
  });
}

/** The reason's textarea, registered in whichever form carries it (its own, or the trading form's). */
export function ReasonField({
  error,
  ...registration
}: UseFormRegisterReturn & { error: string | undefined }) {
  return <TextareaField label={reasonLabel} rows={2} maxLength={500} error={error} {...registration} />;
}
