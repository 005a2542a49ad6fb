import { zodResolver } from '@hookform/resolvers/zod';
import { createTicketRequestSchema, isAppError } from '@tradesim/core';
import {
  Button,
  Card,
  Field,
  Notice,
  SelectField,
  TextareaField,
  ticketCategoryOptions,
  ticketPriorityOptions,
} from '@tradesim/ui-kit';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useCreateTicket } from '../api/use-tickets.js';
import styles from './new-ticket-form.module.css';

const createFailed = 'Failed to create ticket';
const formFields = ['subject', 'description', 'category', 'priority'] as const;

/** Refusals naming fields are shown under those fields, not again in a banner. */
function hasFieldErrors(error: unknown): boolean {
  return isAppError(error) && error.fields !== undefined;
}

/** Opens a ticket (the description becomes the chat's first message), then shows its chat. */
export function NewTicketForm({ onCancel }: { onCancel(): void }) {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const form = useForm({
    resolver: zodResolver(createTicketRequestSchema),
    defaultValues: { subject: '', description: '', category: 'general', priority: 'medium' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('subject'), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const ticket = await create.mutateAsync(values);
      // Fire and forget: the data router's promise only says the navigation is done.
      void navigate(paths.supportTicket(ticket.id));
    } catch (error) {
      // The server's per-field verdicts go under their fields; anything else is a banner.
      for (const field of formFields) {
        const message = isAppError(error) ? error.fields?.[field] : undefined;
        if (message) form.setError(field, { message });
      }
    }
  });

  return (
    <Card aria-labelledby="new-ticket-title">
      <h2 id="new-ticket-title" className={styles.title}>
        New ticket
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {create.isError && !hasFieldErrors(create.error) && (
          <Notice tone="error">{errorMessage(create.error, createFailed)}</Notice>
        )}
        <Field
          label="Subject"
          placeholder="What do you need help with?"
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextareaField
          label="Description"
          placeholder="Tell us what happened, with amounts and dates if it is about money."
          rows={5}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className={styles.row}>
          <SelectField label="Category" options={ticketCategoryOptions} {...form.register('category')} />
          <SelectField label="Priority" options={ticketPriorityOptions} {...form.register('priority')} />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Creating...' : 'Create ticket'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
