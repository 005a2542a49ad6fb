import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSdk } from '../../test/fake-sdk.js';
import { renderPage } from '../../test/render.js';
import { RequireAuth } from './require-auth.js';

afterEach(cleanup);

describe('pages that need a session', () => {
  it('send a signed-out visitor to /login, remembering where they were going', () => {
    renderPage(<RequireAuth />, { sdk: fakeSdk({}, { signedIn: false }), path: '/portfolio' });
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/portfolio' });
  });
});
