import type { Approval } from '@tradesim/core';
import { Field } from '@tradesim/ui-kit';
import type { UseFormReturn } from 'react-hook-form';
import { PendingRequestNote } from '../../../components/awaiting-approval.js';
import { ReasonField } from '../../../components/reason-field.js';
import { fourEyesHelp, type TradingFormInput, type TradingFormOutput } from './trading-limits.js';
import styles from './trading-settings-form.module.css';

export const fourEyesLabel = 'Four-eyes threshold (USD)';
export const ownerOnlyHint = 'Only an owner can change the four-eyes threshold.';
export const heldWholeHint =
  'A second owner must approve a new threshold; limits saved with it wait for that approval too.';

/**
 * Four eyes: deposits, withdrawals and balance adjustments this large wait for a second staff
 * member. Only an owner may ask to change it, and a second owner approves; for other roles, or
 * while a change waits, the box is disabled and left out of the form, so it keeps the saved
 * value and is never sent. A change carries an optional reason for the approver.
 */
export function FourEyesField({
  form,
  editable,
  pending,
  adminId,
}: {
  form: UseFormReturn<TradingFormInput, unknown, TradingFormOutput>;
  editable: boolean;
  /** A threshold change waiting for a second owner. */
  pending: Approval | undefined;
  adminId: string | undefined;
}) {
  const saved = form.getValues('fourEyesThreshold');
  const open = editable && pending === undefined;
  const changing = open && form.formState.dirtyFields.fourEyesThreshold === true;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Four eyes</legend>
      <p className={styles.text}>Large movements of money need a second staff member.</p>
      {pending && <PendingRequestNote approval={pending} selfId={adminId} />}
      <div className={styles.fields}>
        {open ? (
          <Field
            label={fourEyesLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="Off"
            hint={`${fourEyesHelp} ${heldWholeHint}`}
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
            hint={editable ? fourEyesHelp : `${ownerOnlyHint} ${fourEyesHelp}`}
          />
        )}
      </div>
      {changing && <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />}
    </fieldset>
  );
}
