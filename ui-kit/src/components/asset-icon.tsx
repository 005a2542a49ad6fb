import type { AssetType } from '@tradesim/core';
import { useEffect, useState } from 'react';
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

/** A coloured disc with the symbol's first letter; the colour follows the whole symbol. */
function LetterTile({ symbol, size }: { symbol: string; size: number }) {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 65_521;
  return (
    <span
      className={styles.tile}
      style={{
        width: size,
        height: size,
        background: tileColours[hash % tileColours.length],
        fontSize: Math.round(size * 0.4),
      }}
      aria-hidden="true"
    >
      {symbol.charAt(0).toUpperCase()}
    </span>
  );
}

type Logos = Pick<typeof import('./asset-icon.logos.js'), 'bundledLogo'>;

/**
 * The bundled logos: a chunk of their own, fetched the first time a logo is asked for (so the
 * screens that show none, /login among them, never load it). If it cannot be loaded (offline,
 * a deploy in between) the letter tiles stay.
 */
let loadedLogos: Logos | undefined;
let loading: Promise<Logos> | undefined;
function loadLogos(): Promise<Logos> {
  loading ??= import('./asset-icon.logos.js').then(
    (loaded) => (loadedLogos = loaded),
    () => (loadedLogos = { bundledLogo: () => null }),
  );
  return loading;
}

/**
 * Starts fetching the logos now, for a screen about to show rows of them: they then arrive beside
 * its data, and the rows draw with their logos in one go instead of twice.
 */
export function preloadAssetLogos(): void {
  void loadLogos();
}

/** The logos once loaded (at once if another icon already loaded them); only fetched when wanted. */
function useLogos(wanted: boolean): Logos | undefined {
  const [loaded, setLoaded] = useState(loadedLogos);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadLogos().then((value) => live && setLoaded(value));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

/**
 * The asset's icon: the catalogue's own image first; with `logo`, else the bundled logo of a
 * well-known symbol (only among `type`'s logos when given); else, or when an image fails, a
 * coloured tile with the symbol's first letter. A neutral disc stands in while the logos load.
 */
export function AssetIcon({
  symbol,
  icon,
  size = 40,
  logo = false,
  type,
}: {
  symbol: string;
  icon: string | null;
  size?: number;
  logo?: boolean;
  type?: AssetType;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const own = imageIcon(icon);
  const wanted = logo && (!own || failed.includes(own));
  const logos = useLogos(wanted);
  const bundled = wanted && logos ? logos.bundledLogo(symbol, type) : null;
  const src = [own, bundled].find((candidate) => candidate && !failed.includes(candidate));
  if (src) {
    return (
      <img
        className={src === bundled ? `${styles.icon} ${styles.logo}` : styles.icon}
        src={src}
        alt=""
        width={size}
        height={size}
        data-logo={src === bundled ? 'bundled' : undefined}
        onError={() => setFailed([...failed, src])}
      />
    );
  }
  if (wanted && !logos) {
    return <span className={`${styles.tile} ${styles.pending}`} style={{ width: size, height: size }} />;
  }
  return <LetterTile symbol={symbol} size={size} />;
}
