import { describe, expect, it } from 'vitest';
import { cellText, formatFields, formatTable } from './table.js';

describe('formatTable', () => {
  const rows = [
    { symbol: 'BTC', price: '64250.00', name: 'Bitcoin' },
    { symbol: 'ADA', price: '0.45', name: null },
  ];
  const columns = [
    { header: 'SYMBOL', value: (r: (typeof rows)[number]) => r.symbol },
    { header: 'PRICE', value: (r: (typeof rows)[number]) => r.price, align: 'right' as const },
    { header: 'NAME', value: (r: (typeof rows)[number]) => r.name },
  ];

  it('aligns columns two spaces apart, numbers to the right, null as a dash', () => {
    expect(formatTable(rows, columns).split('\n')).toEqual([
      'SYMBOL     PRICE  NAME',
      'BTC     64250.00  Bitcoin',
      'ADA         0.45  -',
    ]);
  });

  it('is just the header for no rows', () => {
    expect(formatTable([], columns)).toBe('SYMBOL  PRICE  NAME');
  });

  it('cuts long cells with an ellipsis, counting characters, not UTF-16 units', () => {
    expect(cellText('abcdefgh', 5)).toBe('abcd…');
    expect(cellText('₿₿₿', 3)).toBe('₿₿₿');
  });

  it('turns control characters from the server into spaces, so text cannot drive the terminal', () => {
    expect(cellText('evil\u001b[2Jname\r\nnext\u0007')).toBe('evil [2Jname next ');
  });

  it('formats label/value lines with aligned labels', () => {
    expect(
      formatFields([
        ['ID', 'x'],
        ['Last login', null],
      ]),
    ).toBe('ID          x\nLast login  -');
  });
});
