import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device.js';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'Chrome on Linux',
    ],
  ])('names %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });

  it('names the Tradesim CLI with its version', () => {
    expect(describeDevice('tradesim-cli/0.1.0 (Node v20.20.2; linux)')).toBe('Tradesim CLI 0.1.0');
  });

  it('keeps any other non-browser agent as it is, cut to 60 characters', () => {
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice(`node-${'x'.repeat(80)}`)).toBe(`node-${'x'.repeat(55)}…`);
  });

  it("says 'Unknown device' when there is no agent", () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('  ')).toBe('Unknown device');
  });
});
