import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline, sparklinePath, trendOf } from '../../../components/asset-row/sparkline.js';
import { history } from '../../../test/asset-page.fixtures.js';

afterEach(cleanup);

const at = (price: string, day: number) => ({
  time: `2026-11-${String(15 + day).padStart(2, '0')}T08:00:00.000Z`,
  price,
});

describe('the 7-day trend', () => {
  it('reads the move from the first price to the last, to one decimal', () => {
    // The asset page's fixture: 63,000.00 to 64,250.12 is up 1.98...%.
    expect(trendOf(history.items)).toEqual({
      direction: 'up',
      percent: '2.0',
      label: '7-day trend: up 2.0%',
    });
    expect(trendOf([at('200', 0), at('210', 3), at('190', 6)])?.label).toBe('7-day trend: down 5.0%');
    expect(trendOf([at('100', 0), at('100.01', 6)])).toMatchObject({
      direction: 'flat',
      label: '7-day trend: unchanged',
    });
  });

  it('makes no claim from fewer than two prices or from zero', () => {
    expect(trendOf([])).toBeNull();
    expect(trendOf([at('5', 0)])).toBeNull();
    expect(trendOf([at('0', 0), at('5', 6)])).toBeNull();
  });

  it('scales the prices into the box, highest at the top', () => {
    expect(sparklinePath([at('1', 0), at('3', 1), at('2', 2)], 100, 20)).toBe('2.0,18.0 50.0,2.0 98.0,10.0');
    // A flat week is a flat line through the middle.
    expect(sparklinePath([at('4', 0), at('4', 1)], 100, 20)).toBe('2.0,10.0 98.0,10.0');
  });
});

describe('the sparkline', () => {
  it('is an image named by its trend and coloured by its direction', () => {
    render(<Sparkline points={[at('200', 0), at('190', 6)]} />);
    const line = screen.getByRole('img', { name: '7-day trend: down 5.0%' });
    expect(line.getAttribute('data-trend')).toBe('down');
    expect(line.getAttribute('class')).toMatch(/down/);
    expect(line.querySelector('polyline')).not.toBeNull();
  });

  it('draws nothing without a trend', () => {
    const { container } = render(<Sparkline points={[at('200', 0)]} />);
    expect(container.innerHTML).toBe('');
  });
});
