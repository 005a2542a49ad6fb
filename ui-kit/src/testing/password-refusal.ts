import { screen, waitFor } from '@testing-library/react';
import { AppError, validationMessages } from '@tradesim/core';
import { expect } from 'vitest';

/** The API's refusal of a common password (422 VALIDATION_FAILED on `field`), as the SDK rebuilds it. */
export function commonPasswordRefusal(field: 'password' | 'newPassword'): AppError {
  const message = validationMessages.passwordTooCommon;
  return new AppError('VALIDATION_FAILED', message, { fields: { [field]: message }, status: 422 });
}

/** The one message on screen is the field's own, under the input labelled `label`: no red box besides. */
export async function expectOnlyFieldMessage(label: string, message: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message]),
  );
  const shown = screen.getByRole('alert');
  expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toBe(shown.id);
}
