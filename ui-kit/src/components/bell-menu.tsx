import type { ReactNode } from 'react';
import styles from './bell-menu.module.css';
import { Icon } from './icons.js';
import { usePopover } from './use-popover.js';

/**
 * A header bell: a round button with a count badge (99+ past 99) that opens a panel under it,
 * closed like every header popover (usePopover). `children` draws the panel, given `close`.
 */
export function BellMenu({
  label,
  count,
  countTestId,
  panelLabel,
  classNames = {},
  focusOut = true,
  children,
}: {
  /** The button's accessible name (it says the count in words). */
  label: string;
  count: number;
  countTestId: string;
  panelLabel: string;
  /** An app's own additions to the bell, its badge and its panel. */
  classNames?: { bell?: string | undefined; badge?: string | undefined; panel?: string | undefined };
  /** See useDismiss. */
  focusOut?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { open, root, close, toggle } = usePopover({ focusOut });
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={`${styles.bell} ${classNames.bell ?? ''}`}
        aria-label={label}
        aria-expanded={open}
        onClick={toggle}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className={`${styles.badge} ${classNames.badge ?? ''}`} data-testid={countTestId}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <section className={`${styles.panel} ${classNames.panel ?? ''}`} aria-label={panelLabel}>
          {children(close)}
        </section>
      )}
    </div>
  );
}
