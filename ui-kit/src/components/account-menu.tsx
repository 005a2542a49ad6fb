import type { ReactNode } from 'react';
import styles from './account-menu.module.css';
import { usePopover } from './use-popover.js';

interface AccountMenuProps {
  /** The avatar's content: a picture or initials (hidden from screen readers, the name says it). */
  avatar: ReactNode;
  /** The rest of the button: the name, and whatever an app adds. */
  children: ReactNode;
  /** Drawn above the items inside the panel (who is signed in); the items then get their own `menu`. */
  header?: ReactNode;
  /** The items (menuitem links and buttons), given `close` and the class that draws an item. */
  items: (menu: { close: () => void; itemClass: string }) => ReactNode;
  /** An app's own additions to the trigger, the avatar and the panel. */
  classNames?: { trigger?: string | undefined; avatar?: string | undefined; menu?: string | undefined };
  /** See useDismiss. */
  focusOut?: boolean;
}

/** The header's account button (avatar and name) and the menu it opens (settings, sign out...). */
export function AccountMenu({
  avatar,
  children,
  header,
  items,
  classNames = {},
  focusOut = true,
}: AccountMenuProps) {
  const { open, root, close, toggle } = usePopover({ focusOut });
  const list = items({ close, itemClass: styles.item ?? '' });
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={`${styles.trigger} ${classNames.trigger ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
      >
        <span className={`${styles.avatar} ${classNames.avatar ?? ''}`} aria-hidden="true">
          {avatar}
        </span>
        {children}
      </button>
      {open &&
        (header ? (
          <div className={`${styles.menu} ${classNames.menu ?? ''}`}>
            {header}
            <div role="menu" aria-label="Account">
              {list}
            </div>
          </div>
        ) : (
          <div className={`${styles.menu} ${classNames.menu ?? ''}`} role="menu">
            {list}
          </div>
        ))}
    </div>
  );
}
