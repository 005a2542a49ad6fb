import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubHealth(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
}

describe('user app shell', () => {
  it('says the service is online with its version', async () => {
    stubHealth(
      async () => new Response(JSON.stringify({ status: 'ok', db: 'ok', version: '9.9.9' }), { status: 200 }),
    );
    render(<App />);
    expect(screen.getByRole('status').textContent).toBe('Checking the service…');
    expect(await screen.findByText('Service online (version 9.9.9)')).toBeTruthy();
    expect(
      screen.getByText('Prices and returns are simulated. No real money or assets are traded.'),
    ).toBeTruthy();
  });

  it('says the service is unavailable when the API answers 503', async () => {
    stubHealth(
      async () =>
        new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Database down' } }), {
          status: 503,
        }),
    );
    render(<App />);
    expect(await screen.findByText('Service unavailable: Database down')).toBeTruthy();
  });
});
