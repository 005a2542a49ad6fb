import { useState } from 'react';
import styles from './asset-icon.module.css';

const tileColours = ['#2546d8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f'];

/**
 * The asset's icon if it is an image address, else null. The API's `icon` may also be text (an
 * emoji such as "₿"): handed to <img> that would request "/₿" and 404, and emoji differ between
 * machines, so text icons get the letter tile.
 */
export function imageIcon(icon: string | null): string | null {
  return icon && /^(https?:\/\/|\/|data:image\/)/i.test(icon) ? icon : null;
}

/** The asset's icon, or a coloured tile with the symbol's first letter when it has none or it fails. */
export function AssetIcon({
  symbol,
  icon,
  size = 40,
}: {
  symbol: string;
  icon: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const src = imageIcon(icon);
  if (src && !failed) {
    return (
      <img
        className={styles.icon}
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
      />
    );
  }
  const colour = tileColours[(symbol.charCodeAt(0) || 0) % tileColours.length];
  return (
    <span
      className={styles.tile}
      style={{ width: size, height: size, background: colour, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {symbol.charAt(0).toUpperCase()}
    </span>
  );
}
