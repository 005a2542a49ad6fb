import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`, in order. */
function declarations(selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the dark theme tokens', () => {
  it('are the same whether forced (data-theme) or taken from the system', () => {
    // CSS cannot share one block between a selector and a media query: the two copies must agree.
    const forced = declarations('[data-app="user"][data-theme="dark"]');
    const system = declarations('[data-app="user"]:not([data-theme="light"])');
    expect(forced.length).toBeGreaterThan(20);
    expect(system).toEqual(forced);
  });

  it('give every colour token of the light theme a dark value', () => {
    const light = declarations(':root')
      .map((line) => line.split(':')[0]?.trim() ?? '')
      .filter((name) =>
        /^--(bg|surface|border|text|primary|on-|positive|negative|warning|focus|inverse|overlay|chart|skeleton|auth|shadow)/.test(
          name,
        ),
      );
    const dark = new Set(
      declarations('[data-app="user"][data-theme="dark"]').map((line) => line.split(':')[0]?.trim()),
    );
    expect(light.filter((name) => !dark.has(name))).toEqual([]);
  });
});
