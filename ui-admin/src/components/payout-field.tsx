import { Field } from '@tradesim/ui-kit';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A withdrawal's payout transaction id, given by whoever approves it (the reviewer, or under dual
 * control the second staff member): optional, 64 hex digits by core's schema; blank is none.
 */
export function PayoutField({
  register,
  error,
}: {
  register(options: { setValueAs(value: string): string | undefined }): UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field
      label="Payout transaction id (optional)"
      hint="The 64-character TRON transaction id of the USDT you sent; the user sees it with the withdrawal."
      error={error}
      autoComplete="off"
      spellCheck={false}
      {...register({ setValueAs: (value: string) => value.trim() || undefined })}
    />
  );
}
