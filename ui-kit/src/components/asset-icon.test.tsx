import { cleanup, fireEvent, render } from '@testing-library/react';
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
