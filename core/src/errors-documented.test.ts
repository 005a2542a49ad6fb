import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.js';
import errorsSource from './errors.ts?raw';

/**
 * Every code in the catalogue carries a one-line doc comment (when it is sent and what the client
 * should make of it): the catalogue is the one list of what can go wrong, and a code without a doc
 * leaves the API's readers to grep for its throws. Read from the source, as the docs are comments.
 */
function undocumentedCodes(source: string): string[] {
  const lines = source.split('\n');
  const undocumented: string[] = [];
  lines.forEach((line, index) => {
    const entry = /^ {2}([A-Z][A-Z0-9_]+): \{/.exec(line);
    if (entry?.[1] && !lines[index - 1]?.trim().endsWith('*/')) undocumented.push(entry[1]);
  });
  return undocumented;
}

describe('the error catalogue', () => {
  it('gives every code a doc comment', () => {
    expect(undocumentedCodes(errorsSource)).toEqual([]);
  });

  it('is read whole: the source has every code the catalogue exports', () => {
    const entries = errorsSource.match(/^ {2}[A-Z][A-Z0-9_]+: \{/gm) ?? [];
    expect(entries.length).toBe(errorCodes.length);
  });
});
