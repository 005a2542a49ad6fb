import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './docs-links.js';

/** The SDK's own source: everything under sdk/src but its tests and the generated route table. */
function sdkSources(dir = join(root, 'sdk', 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sdkSources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the SDK', () => {
  it('writes no API path of its own: every path comes from the contracts (sdk/src/generated)', () => {
    const found = sdkSources().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.includes('/api/') ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found.join('\n')).toBe('');
  });
});
