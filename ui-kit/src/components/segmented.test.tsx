import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Segmented } from './segmented.js';

afterEach(cleanup);

const options = [
  { value: 'all', label: 'All' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'stock', label: 'Stock' },
] as const;

describe('Segmented', () => {
  it('marks only the chosen option as pressed, inside a named group', () => {
    render(<Segmented label="Type" options={options} value="crypto" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Type' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crypto' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Stock' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports the option clicked', () => {
    const onChange = vi.fn();
    render(<Segmented label="Type" options={options} value="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stock' }));
    expect(onChange).toHaveBeenCalledWith('stock');
  });
});
