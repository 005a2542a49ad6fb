import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, updateMeRequestSchema } from '@tradesim/core';
import { Button, Field, Modal, Notice } from '@tradesim/ui-kit';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../lib/errors.js';
import { queryKeys } from '../lib/query-keys.js';
import { useClient } from '../lib/sdk-context.js';
import styles from './edit-name-modal.module.css';

// Both names are required here: PATCH /api/me takes either, but this form edits the pair.
const nameSchema = updateMeRequestSchema.required();

/** Fix the first and last name (PATCH /api/me); the header and profile show the new name at once. */
export function EditNameModal({
  profile,
  onClose,
  onSaved,
}: {
  profile: Profile;
  onClose(): void;
  onSaved(): void;
}) {
  const client = useClient();
  const queryClient = useQueryClient();
  const formId = useId();
  const form = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' },
  });
  const save = useMutation({
    mutationFn: (names: z.output<typeof nameSchema>) => client.me.update(names),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      onSaved();
    },
  });
  const { errors } = form.formState;

  return (
    <Modal
      title="Edit name"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((names) => save.mutate(names))}
      >
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <Field
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </form>
    </Modal>
  );
}
