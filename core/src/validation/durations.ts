import { Decimal } from '../decimal.js';
import { validationMessages as m } from '../messages.js';

export interface DurationInput {
  label: string;
  hours: number;
  maxReturnPercent: Decimal;
}

export type DurationCheck = { ok: true; value: DurationInput } | { ok: false; message: string };

const numberPattern = /^\d+(\.\d+)?$/;

/**
 * New or edited duration (docs/product/admin-console.md#validation-rules): label, hours and percent present and numeric, hours
 * and percent above zero. Hours are whole (the form's min is 1 and durations are in hours).
 */
export function checkDurationInput(input: {
  label?: unknown;
  hours?: unknown;
  maxReturnPercent?: unknown;
}): DurationCheck {
  const label = typeof input.label === 'string' ? input.label.trim() : '';
  const hoursText = String(input.hours ?? '').trim();
  const percentText = String(input.maxReturnPercent ?? '').trim();
  const numeric = (text: string) => numberPattern.test(text.replace(/^-/, ''));
  if (!label || !numeric(hoursText) || !numeric(percentText))
    return { ok: false, message: m.durationFieldsInvalid };
  const hours = new Decimal(hoursText);
  const percent = new Decimal(percentText);
  if (hours.lessThanOrEqualTo(0) || percent.lessThanOrEqualTo(0))
    return { ok: false, message: m.durationNotPositive };
  if (!hours.isInteger()) return { ok: false, message: m.durationHoursWhole };
  return { ok: true, value: { label, hours: hours.toNumber(), maxReturnPercent: percent } };
}
