import { Field } from '@tradesim/ui-kit';
import type { UseFormReturn } from 'react-hook-form';
import { fourEyesHelp, type TradingFormInput, type TradingFormOutput } from './trading-limits.js';
import styles from './trading-settings-form.module.css';

export const fourEyesLabel = 'Four-eyes threshold (USD)';
export const ownerOnlyHint = 'Only an owner can change the four-eyes threshold.';

/**
 * Four eyes: balance adjustments and withdrawal approvals this large wait for a second admin.
 * Only an owner may change it; for other roles the box is disabled and left out of the form,
 * so it keeps the saved value and is never sent.
 */
export function FourEyesField({
  form,
  editable,
}: {
  form: UseFormReturn<TradingFormInput, unknown, TradingFormOutput>;
  editable: boolean;
}) {
  const saved = form.getValues('fourEyesThreshold');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Four eyes</legend>
      <p className={styles.text}>Large movements of money need a second admin.</p>
      <div className={styles.fields}>
        {editable ? (
          <Field
            label={fourEyesLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="Off"
            hint={fourEyesHelp}
            error={form.formState.errors.fourEyesThreshold?.message}
            {...form.register('fourEyesThreshold')}
          />
        ) : (
          <Field
            label={fourEyesLabel}
            value={saved}
            placeholder="Off"
            disabled
            readOnly
            hint={`${ownerOnlyHint} ${fourEyesHelp}`}
          />
        )}
      </div>
    </fieldset>
  );
}
