import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { durationFixture, tradingSettingsFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { FaqPage } from './faq-page.js';

afterEach(cleanup);

function renderFaq(
  tradingSettings = vi.fn().mockResolvedValue(tradingSettingsFixture()),
  durations = vi.fn().mockResolvedValue({ items: [durationFixture()] }),
) {
  renderPage(<FaqPage />, { sdk: fakeSdk({ market: { tradingSettings, durations } }), path: '/faq' });
  return { tradingSettings };
}

/** The answer under a question (the <details> around its <summary>). */
const answerTo = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;

describe('the FAQ screen', () => {
  it("shows 'Loading...' while the trading settings load", () => {
    renderFaq(vi.fn(() => new Promise(() => undefined)));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const tradingSettings = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(tradingSettingsFixture());
    renderFaq(tradingSettings);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load trading settings');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('How do returns work?')).toBeTruthy();
    expect(tradingSettings).toHaveBeenCalledTimes(2);
  });

  it('is an accordion: answers are closed until their question is opened', async () => {
    renderFaq();
    const answer = (await screen.findByText('How do returns work?')).closest('details') as HTMLDetailsElement;
    expect(answer.open).toBe(false);
    fireEvent.click(screen.getByText('How do returns work?'));
    expect(answer.open).toBe(true);
  });

  it('explains capped, accruing, simulated returns and lists the periods with their caps', async () => {
    renderFaq();
    await screen.findByText('How do returns work?');
    const returns = answerTo('How do returns work?');
    expect(returns.textContent).toContain('capped');
    expect(returns.textContent).toContain('simulated');
    expect((await within(returns).findByRole('list', { name: 'Periods available now' })).textContent).toBe(
      '7 Days: up to 12.00%',
    );
    expect(answerTo('What happens when an investment matures?').textContent).toContain('credited');
    expect(answerTo('Can I sell an investment early?').textContent).toContain(
      '50% penalty on your current earnings',
    );
  });

  it('takes deposit and withdrawal limits and the fee from the trading settings', async () => {
    renderFaq(
      vi.fn().mockResolvedValue(
        tradingSettingsFixture({
          minDeposit: '25.00',
          maxDeposit: '5000.00',
          minWithdrawal: '20.00',
          withdrawalFee: '2.50',
        }),
      ),
    );
    await screen.findByText('How do I add money to my balance?');
    const deposit = answerTo('How do I add money to my balance?').textContent;
    expect(deposit).toContain('USDT on the TRC20 network');
    expect(deposit).toContain('from $25.00 to $5,000.00');
    expect(answerTo('How long does a deposit take?').textContent).toContain('5–30 minutes');
    const withdraw = answerTo('How do I withdraw?').textContent;
    expect(withdraw).toContain('The minimum is $20.00.');
    expect(withdraw).toContain('A network fee of $2.50 is taken from the amount');
    expect(withdraw).toContain('withdraw $100.00 and you receive $97.50');
    expect(answerTo('How long does a withdrawal take?').textContent).toContain('1–3 business days');
    expect(answerTo('Can I cancel a withdrawal?').textContent).toContain('while it is still pending');
  });

  it('says everything is simulated and links to support', async () => {
    renderFaq();
    await screen.findByText('Are prices and returns real?');
    expect(answerTo('Are prices and returns real?').textContent).toContain(
      'No real money or assets are traded.',
    );
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');
  });

  it('still answers when the periods cannot be read, just without the list', async () => {
    renderFaq(undefined, vi.fn().mockRejectedValue(new Error('offline')));
    await screen.findByText('How do returns work?');
    expect(screen.queryByRole('list', { name: 'Periods available now' })).toBeNull();
  });
});
