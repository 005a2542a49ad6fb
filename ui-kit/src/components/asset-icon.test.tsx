import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetIcon, imageIcon } from './asset-icon.js';

afterEach(cleanup);

describe('which asset icons are images', () => {
  it('keeps image addresses', () => {
    expect(imageIcon('https://example.com/btc.png')).toBe('https://example.com/btc.png');
    expect(imageIcon('/uploads/btc.png')).toBe('/uploads/btc.png');
    expect(imageIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('drops text icons and nothing', () => {
    expect(imageIcon('₿')).toBeNull();
    expect(imageIcon('BTC')).toBeNull();
    expect(imageIcon(null)).toBeNull();
  });
});

describe('the asset icon', () => {
  it('draws the image, and the letter tile once the image fails', () => {
    const { container } = render(<AssetIcon symbol="btc" icon="https://example.com/btc.png" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/btc.png');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
  });

  it('draws the letter tile for a text icon without requesting it', () => {
    const { container } = render(<AssetIcon symbol="ETH" icon="Ξ" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('E');
  });
});

/** An image address as text (the bundled SVGs are small enough to be inlined as data addresses). */
const svgOf = (src: string | null | undefined) => decodeURIComponent(src ?? '');

describe('the bundled logos', () => {
  it('has a logo for well-known coins and companies, none for others', async () => {
    const { bundledLogo } = await import('./asset-icon.logos.js');
    // cryptocurrency-icons' colour set: Bitcoin's orange disc, Ethereum's blue one.
    expect(svgOf(bundledLogo('BTC'))).toContain('#F7931A');
    expect(svgOf(bundledLogo('eth'))).toContain('#627EEA');
    // simple-icons' glyph, in Apple's colour on a light disc.
    expect(svgOf(bundledLogo('AAPL'))).toMatch(/^data:image\/svg\+xml,<svg .*fill="#000000"/);
    // SVG Logos' four-colour Microsoft mark.
    expect(svgOf(bundledLogo('MSFT'))).toContain('#f1511b');
    expect(bundledLogo('SHIB')).toBeNull();
    expect(bundledLogo('ZZZZ')).toBeNull();
    expect(bundledLogo('constructor')).toBeNull();
  });

  it("uses simple-icons' own brand colours", async () => {
    const { simpleIconHex } = await import('./asset-icon.logos.js');
    const { default: data } = await import('simple-icons/icons.json');
    for (const [slug, hex] of Object.entries(simpleIconHex))
      expect({ slug, hex }).toEqual({ slug, hex: data.find((icon) => icon.slug === slug)?.hex });
  });

  it('looks only among the asset type it is given', async () => {
    const { bundledLogo } = await import('./asset-icon.logos.js');
    expect(svgOf(bundledLogo('SOL', 'crypto'))).toContain('#66F9A1');
    expect(bundledLogo('SOL', 'stock')).toBeNull();
    expect(bundledLogo('TSLA', 'crypto')).toBeNull();
    expect(bundledLogo('TSLA', 'stock')).not.toBeNull();
  });
});

describe('the asset icon with logos', () => {
  it('draws the bundled logo of a known symbol that has no image of its own', async () => {
    const { container } = render(<AssetIcon symbol="BTC" icon="₿" type="crypto" logo />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const image = container.querySelector('img');
    expect(svgOf(image?.getAttribute('src'))).toContain('#F7931A');
    expect(image?.getAttribute('data-logo')).toBe('bundled');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('prefers the catalogue image, and falls back to the bundled logo if it fails', async () => {
    const { container } = render(<AssetIcon symbol="AAPL" icon="/uploads/aapl.png" type="stock" logo />);
    const own = container.querySelector('img');
    expect(own?.getAttribute('src')).toBe('/uploads/aapl.png');
    expect(own?.getAttribute('data-logo')).toBeNull();
    fireEvent.error(own as HTMLImageElement);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('data-logo')).toBe('bundled'));
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('draws the letter tile for a symbol it has no logo for, and when the logo fails', async () => {
    const unknown = render(<AssetIcon symbol="ZED" icon={null} logo />);
    await waitFor(() => expect(unknown.container.textContent).toBe('Z'));
    expect(unknown.container.querySelector('img')).toBeNull();
    unknown.unmount();

    const { container } = render(<AssetIcon symbol="ETH" icon={null} logo />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('E');
  });

  it('keeps the letter tile without `logo` (the admin console shows what the catalogue holds)', async () => {
    const { container } = render(<AssetIcon symbol="BTC" icon="₿" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
  });
});
