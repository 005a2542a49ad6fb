import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminDuration } from '@tradesim/core';
import { Button, Field } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import { useCreateDuration } from '../api/use-durations.js';
import styles from './duration-add-form.module.css';
import {
  type DurationFormInput,
  type DurationFormOutput,
  durationFieldNames,
  durationFormSchema,
  emptyDuration,
} from './duration-form-schema.js';
import { showServerFieldErrors } from './server-field-errors.js';

interface DurationAddFormProps {
  onAdded(duration: AdminDuration): void;
  onFailed(error: unknown): void;
  onCancel(): void;
}

/** Admin spec §2: a new duration (label, hours, max return, active), e.g. "5 hours" at 2.5%. */
export function DurationAddForm({ onAdded, onFailed, onCancel }: DurationAddFormProps) {
  const create = useCreateDuration();
  const form = useForm<DurationFormInput, unknown, DurationFormOutput>({
    resolver: zodResolver(durationFormSchema),
    defaultValues: emptyDuration,
  });
  const { errors } = form.formState;

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
        <Field
          label="Label"
          placeholder="5 hours"
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <Field
          label="Hours"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="5"
          error={errors.hours?.message}
          {...form.register('hours')}
        />
        <Field
          label="Max return (%)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          placeholder="2.5"
          error={errors.maxReturnPercent?.message}
          {...form.register('maxReturnPercent')}
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
