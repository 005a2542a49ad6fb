import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoStepCard } from './two-step-card.js';

afterEach(cleanup);

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Tradesim:ada%40example.com?issuer=Tradesim&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function renderCard(
  enabled: boolean | undefined,
  calls: Partial<Parameters<typeof TwoStepCard>[0]['calls']> = {},
) {
  const full = {
    setup: vi.fn().mockResolvedValue(setup),
    enable: vi.fn().mockResolvedValue({ recoveryCodes }),
    regenerateRecoveryCodes: vi.fn().mockResolvedValue({ recoveryCodes }),
    disable: vi.fn().mockResolvedValue(undefined),
    ...calls,
  };
  const onChanged = vi.fn();
  render(
    <TwoStepCard enabled={enabled} calls={full} onChanged={onChanged} guards="sign-ins and withdrawals" />,
  );
  return { calls: full, onChanged };
}

const typeCode = (value: string) =>
  fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value } });

describe('TwoStepCard', () => {
  it('sets up with a QR code and the key, turns on with a code, then shows the recovery codes once', async () => {
    const { calls, onChanged } = renderCard(false);
    expect(screen.getByText(/Off\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    const qr = await screen.findByRole('img', { name: 'QR code to add Tradesim to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' }).hasAttribute('disabled')).toBe(true);
    typeCode(' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(calls.enable).toHaveBeenCalledWith('123456');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(onChanged).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('says so when enrolment goes through a mailed link instead of a QR code', async () => {
    const { calls } = renderCard(false, { setup: vi.fn().mockResolvedValue({ sent: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent you a link by email: open it on this device to set up your authenticator.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls.enable).not.toHaveBeenCalled();
  });

  it('says why a code was refused and stays on the step', async () => {
    renderCard(false, { enable: vi.fn().mockRejectedValue(new AppError('MFA_INVALID')) });
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    await screen.findByLabelText('Code from the app');
    typeCode('000000');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(screen.getByLabelText('Code from the app')).toBeTruthy();
  });

  it('turns off with a code when it is on', async () => {
    const { calls, onChanged } = renderCard(true);
    expect(screen.getByText(/On\./)).toBeTruthy();
    typeCode('k7m2q-x9p4t');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeTruthy();
    expect(calls.disable).toHaveBeenCalledWith('k7m2q-x9p4t');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('gives new recovery codes for a code when it is on', async () => {
    const { calls } = renderCard(true);
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(
      await screen.findByText('New recovery codes are ready. The old ones no longer work.'),
    ).toBeTruthy();
    expect(calls.regenerateRecoveryCodes).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(10);
  });

  it('waits for the profile before offering set-up', () => {
    renderCard(undefined);
    expect(
      screen.getByRole('button', { name: 'Set up two-step verification' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
