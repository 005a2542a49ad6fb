import { type CreateDurationRequest, createDurationRequestSchema } from '@tradesim/core';
import type { z } from 'zod';

/**
 * The add form and the inline edit share the core rule (docs/product/admin-console.md#validation-rules): label, hours and percent
 * present and numeric ("Please fill in all fields with valid values"), both above zero ("Hours and
 * return percentage must be positive numbers"), whole hours ("Hours must be a whole number").
 */
export const durationFormSchema = createDurationRequestSchema;
export type DurationFormInput = CreateDurationRequest;
export type DurationFormOutput = z.output<typeof createDurationRequestSchema>;
export const durationFieldNames = ['label', 'hours', 'maxReturnPercent'] as const;

export const emptyDuration: DurationFormInput = {
  label: '',
  hours: '',
  maxReturnPercent: '',
  isActive: true,
};
