import type { Asset } from '@tradesim/core';
import { AssetIcon } from '@tradesim/ui-kit';
import type { ImageCheck } from '../lib/check-image.js';
import styles from './image-check.module.css';

function describe(check: ImageCheck | undefined): { text: string; bad: boolean } {
  if (!check) return { text: 'Checking...', bad: false };
  switch (check.state) {
    case 'ok':
      return { text: 'Image loads', bad: false };
    case 'text':
      return { text: `Text icon "${check.text}": letter tile shown`, bad: false };
    case 'none':
      return { text: 'No icon: letter tile shown', bad: false };
    case 'failed':
      return { text: check.message, bad: true };
  }
}

/** One line per asset, failures first: its icon as drawn and what the check found. */
export function ImageCheckList({
  assets,
  checks,
}: {
  assets: readonly Asset[];
  checks: ReadonlyMap<string, ImageCheck>;
}) {
  const failedFirst = [...assets].sort(
    (a, b) => Number(checks.get(b.id)?.state === 'failed') - Number(checks.get(a.id)?.state === 'failed'),
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to be scrolled.
    <ul className={styles.list} aria-label="Image check by asset" tabIndex={0}>
      {failedFirst.map((asset) => {
        const { text, bad } = describe(checks.get(asset.id));
        return (
          <li key={asset.id} className={styles.item}>
            <AssetIcon symbol={asset.symbol} icon={asset.icon} size={28} />
            <span className={styles.name}>
              {asset.name} <span className={styles.symbol}>{asset.symbol}</span>
            </span>
            <span className={bad ? styles.bad : styles.result}>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
