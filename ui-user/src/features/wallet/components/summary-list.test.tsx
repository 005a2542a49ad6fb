import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyModuleCss } from '../../../test/module-css.js';
import { SummaryList } from './summary-list.js';
import styles from './summary-list.module.css';

let removeCss: (() => void) | undefined;
beforeEach(() => {
  removeCss = applyModuleCss('./summary-list.module.css', import.meta.url, styles);
});
afterEach(() => {
  cleanup();
  removeCss?.();
});

const rowOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling as HTMLElement;
  return { row: term.parentElement as HTMLElement, term, value };
};

describe('a summary list', () => {
  it('pairs each label with its value, as a description list', () => {
    render(
      <SummaryList
        rows={[
          { label: 'Amount', value: '$100.00', strong: true },
          { label: 'Processing time', value: '1–3 business days' },
        ]}
      />,
    );
    expect(rowOf('Amount').value.textContent).toBe('$100.00');
    expect(rowOf('Processing time').value.textContent).toBe('1–3 business days');
  });

  // At 390 px "Processing time" and "1–3 business days" do not fit on one line (the withdrawal
  // success screen). The row must then put the value on a line of its own, each whole, rather
  // than squeeze the label into "Processing / time" while an unbreakable value runs out of the box.
  it('wraps a row whose label and value do not fit side by side, never squeezing either', () => {
    render(<SummaryList rows={[{ label: 'Processing time', value: '1–3 business days' }]} />);
    const { row, term, value } = rowOf('Processing time');
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    // The label keeps its words on one line and does not shrink below them.
    expect(getComputedStyle(term).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(term).flexShrink).toBe('0');
    // The value may wrap between words (on its own line) and keeps to the right.
    expect(getComputedStyle(value).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(value).marginLeft).toBe('auto');
    expect(getComputedStyle(value).textAlign).toBe('right');
  });

  it('lays a wide row (an address, an id) out under its label, free to break anywhere', () => {
    render(<SummaryList rows={[{ label: 'Transaction ID', value: 'a585cffe-1234', wide: true }]} />);
    const { row, value } = rowOf('Transaction ID');
    expect(getComputedStyle(row).flexDirection).toBe('column');
    expect(getComputedStyle(value).textAlign).toBe('left');
    expect(getComputedStyle(value).overflowWrap).toBe('anywhere');
  });
});
