import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, TextareaField } from './form-fields.js';

afterEach(cleanup);

describe('TextareaField', () => {
  it('ties its label and its hint, or its error instead, to the box', () => {
    const { rerender } = render(<TextareaField label="Message" hint="0/2000" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('0/2000');
    rerender(<TextareaField label="Message" hint="0/2000" error="Message is required" />);
    expect(screen.getByRole('alert').textContent).toBe('Message is required');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('0/2000')).toBeNull();
  });
});

describe('SelectField', () => {
  it('lists its options in order under its label', () => {
    render(
      <SelectField
        label="Priority"
        options={[
          ['low', 'Low'],
          ['high', 'High'],
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Priority' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Low',
      'High',
    ]);
  });
});
