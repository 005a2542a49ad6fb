import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk, staffSession } from '../../../test/fake-sdk.js';
import { adminFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { blockedText, SecondFactorBanner, savedCodesTitle } from './second-factor-banner.js';

afterEach(cleanup);

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Tradesim:grace?issuer=Tradesim&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code${index}-bbbbb`);

function renderBanner(session: ReturnType<typeof staffSession>, mfa: Record<string, unknown> = {}) {
  const sdk = fakeSdk({ admin: { auth: { session, mfa } } });
  renderPage(
    <>
      <SecondFactorBanner />
      <h1>Page</h1>
    </>,
    { sdk, path: '/dashboard' },
  );
  return { session };
}

const banner = () => screen.findByRole('region', { name: blockedText });

describe('the banner of a session the staff policy blocks', () => {
  it('stays away from a session with a second factor, or when the policy is off', async () => {
    const withFactor = staffSession('finance', { secondFactor: true });
    renderBanner(withFactor);
    await screen.findByRole('heading', { name: 'Page' });
    await waitFor(() => expect(withFactor).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: blockedText })).toBeNull();
    cleanup();
    const policyOff = staffSession('finance', { secondFactor: false, requireStaffMfa: false });
    renderBanner(policyOff);
    await waitFor(() => expect(policyOff).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: blockedText })).toBeNull();
  });

  it('says what is blocked and mails the enrolment link', async () => {
    const mfaSetup = vi.fn().mockResolvedValue({ sent: true });
    renderBanner(staffSession('finance', { secondFactor: false }), { setup: mfaSetup });
    const region = within(await banner());
    expect(region.getByText(blockedText)).toBeTruthy();
    expect(blockedText).toMatch(
      /^Changes are blocked until you set up two-step verification: approvals, balances/,
    );
    fireEvent.click(region.getByRole('button', { name: 'Set up two-step verification' }));
    expect((await region.findByText(/^We sent a link to/)).textContent).toBe(
      `We sent a link to ${adminFixture().email}. Open it on this device to set up your authenticator.`,
    );
    expect(mfaSetup).toHaveBeenCalledWith({});
    expect(region.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it('takes the first owner straight to the QR code, then the recovery codes, and goes once the session is upgraded', async () => {
    const session = staffSession('owner', { secondFactor: false });
    const enable = vi.fn(async () => {
      session.mockResolvedValue({
        admin: adminFixture({ role: 'owner' }),
        expiresAt: '2099-01-01T00:00:00.000Z',
        secondFactor: true,
        requireStaffMfa: true,
      });
      return { recoveryCodes };
    });
    renderBanner(session, { setup: vi.fn().mockResolvedValue(setup), enable });
    const region = within(await banner());
    fireEvent.click(region.getByRole('button', { name: 'Set up two-step verification' }));
    expect(
      await region.findByRole('img', { name: 'QR code to add Tradesim to an authenticator app' }),
    ).toBeTruthy();
    fireEvent.change(region.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(region.getByRole('button', { name: 'Turn on' }));
    const codes = await region.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(enable).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('region', { name: savedCodesTitle })).toBeTruthy();
    // The codes stay until saved, though the session already counts as upgraded.
    await waitFor(() => expect(session).toHaveBeenCalledTimes(2));
    fireEvent.click(region.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: blockedText })).toBeNull());
  });

  it('puts a refused code under the field', async () => {
    renderBanner(staffSession('owner', { secondFactor: false }), {
      setup: vi.fn().mockResolvedValue(setup),
      enable: vi.fn().mockRejectedValue(new AppError('MFA_INVALID')),
    });
    const region = within(await banner());
    fireEvent.click(region.getByRole('button', { name: 'Set up two-step verification' }));
    fireEvent.change(await region.findByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(region.getByRole('button', { name: 'Turn on' }));
    expect(await region.findByText('Invalid verification code')).toBeTruthy();
  });
});
