import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.js';
import { fakeSdk, staffSession } from '../../../test/fake-sdk.js';
import { adminFixture, dashboardFixture } from '../../../test/fixtures.js';
import { renderRoutes } from '../../../test/render.js';

afterEach(cleanup);

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Tradesim:grace?issuer=Tradesim&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code${index}-ccccc`);
const url = '/mfa-enrolment?token=link-token';

/** The console's own route table at `url`, for a signed-in finance member without a factor. */
function renderEnrolment(mfa: Record<string, unknown>, options: { signedIn?: boolean; at?: string } = {}) {
  const session = staffSession('finance', { secondFactor: false });
  const sdk = fakeSdk(
    { admin: { auth: { session, mfa }, dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } },
    { signedIn: options.signedIn ?? true },
  );
  return { ...renderRoutes(routes, { sdk, url: options.at ?? url }), session };
}

describe('the enrolment link’s page', () => {
  it('spends the link once, shows the QR code and secret, takes the code, then the recovery codes', async () => {
    const mfaSetup = vi.fn().mockResolvedValue(setup);
    const enable = vi.fn().mockResolvedValue({ recoveryCodes });
    const { router, session } = renderEnrolment({ setup: mfaSetup, enable });
    expect(
      await screen.findByRole('img', { name: 'QR code to add Tradesim to an authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(mfaSetup).toHaveBeenCalledTimes(1);
    expect(mfaSetup).toHaveBeenCalledWith({ token: 'link-token' });
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(enable).toHaveBeenCalledWith('123456');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    // The session check is read again: this session now counts as opened with a second factor.
    await waitFor(() => expect(session.mock.calls.length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says a spent link cannot work and sends a new one', async () => {
    const mfaSetup = vi
      .fn()
      .mockRejectedValueOnce(new AppError('MFA_ENROLMENT_INVALID'))
      .mockResolvedValue({ sent: true });
    renderEnrolment({ setup: mfaSetup });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This enrolment link is invalid or has expired',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect((await screen.findByText(/^We sent a link to/)).textContent).toBe(
      `We sent a link to ${adminFixture().email}. Open it on this device to set up your authenticator.`,
    );
    expect(mfaSetup).toHaveBeenLastCalledWith({});
  });

  it('sends a signed-out visitor to the sign-in, to come back to the link', async () => {
    const mfaSetup = vi.fn();
    const { router } = renderEnrolment({ setup: mfaSetup }, { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: url });
    expect(mfaSetup).not.toHaveBeenCalled();
  });
});
