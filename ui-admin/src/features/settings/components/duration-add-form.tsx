import type { AdminDuration } from '@tradesim/core';
import { Button } from '@tradesim/ui-kit';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useCreateDuration } from '../api/use-durations.js';
import styles from './duration-add-form.module.css';
import { DurationFields, useDurationForm } from './duration-fields.js';
import { durationFieldNames, emptyDuration } from './duration-form-schema.js';

interface DurationAddFormProps {
  onAdded(duration: AdminDuration): void;
  onFailed(error: unknown): void;
  onCancel(): void;
}

/** docs/product/admin-console.md#screens: a new duration (label, hours, max return, active), e.g. "5 hours" at 2.5%. */
export function DurationAddForm({ onAdded, onFailed, onCancel }: DurationAddFormProps) {
  const create = useCreateDuration();
  const form = useDurationForm(emptyDuration);

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset(emptyDuration);
      onAdded(created);
    } catch (error) {
      showServerFieldErrors(error, form.setError, durationFieldNames);
      onFailed(error);
    }
  });

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="add-duration-title">
      <h2 id="add-duration-title" className={styles.title}>
        Add Investment Duration
      </h2>
      <div className={styles.grid}>
        <DurationFields
          form={form}
          placeholders={{ label: '5 hours', hours: '5', maxReturnPercent: '2.5' }}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('isActive')} />
        Active: users can choose it when they invest
      </label>
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Duration'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
