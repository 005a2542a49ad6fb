import { describe, expect, it } from 'vitest';
import { diffValues, formatValue } from './diff-values.js';

describe('diffValues', () => {
  it('pairs what changed, in the order the server wrote it', () => {
    expect(diffValues({ hours: 5, label: '5 hours' }, { hours: 6, label: '5 hours' })).toEqual([
      { field: 'hours', kind: 'changed', before: 5, after: 6 },
      { field: 'label', kind: 'unchanged', before: '5 hours', after: '5 hours' },
    ]);
  });

  it('shows an add as after-only and a delete as before-only', () => {
    expect(diffValues(null, { isActive: true })).toEqual([{ field: 'isActive', kind: 'added', after: true }]);
    expect(diffValues({ isActive: false }, null)).toEqual([
      { field: 'isActive', kind: 'removed', before: false },
    ]);
  });

  it('tells a recorded null from a field that was not recorded', () => {
    expect(diffValues({ reason: null }, { reason: 'Spam', bannedAt: '2026-11-22' })).toEqual([
      { field: 'reason', kind: 'changed', before: null, after: 'Spam' },
      { field: 'bannedAt', kind: 'added', after: '2026-11-22' },
    ]);
  });

  it('compares nested values by content', () => {
    expect(diffValues({ prefs: { a: 1 } }, { prefs: { a: 1 } })[0]?.kind).toBe('unchanged');
    expect(diffValues({ prefs: { a: 1 } }, { prefs: { a: 2 } })[0]?.kind).toBe('changed');
  });

  it('is empty when nothing was recorded', () => {
    expect(diffValues(null, null)).toEqual([]);
  });
});

describe('formatValue', () => {
  it('keeps strings and numbers apart and indents objects', () => {
    expect(formatValue('2.5')).toBe('"2.5"');
    expect(formatValue(2.5)).toBe('2.5');
    expect(formatValue(null)).toBe('null');
    expect(formatValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatValue(undefined)).toBe('');
  });
});
