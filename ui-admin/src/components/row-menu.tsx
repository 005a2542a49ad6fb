import { Icon, useDismiss } from '@tradesim/ui-kit';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import styles from './row-menu.module.css';

/** About the height of a three-item menu, in px. */
const menuRoom = 160;

export interface RowMenuItem {
  label: string;
  onSelect(): void;
  tone?: 'danger';
}

interface RowMenuProps {
  /** Names the button and the menu ("Actions for Ada Lovelace (ada@example.com)"). */
  label: string;
  items: readonly RowMenuItem[];
  /** 'text' draws "Actions ▾"; 'icon' a "⋯" button that keeps a wide table's columns at 1024 px. */
  trigger?: 'text' | 'icon';
}

/**
 * A table row's action menu (users, assets, transactions). A menu button: it opens on the first
 * item; arrows move, Escape closes and gives focus back to the button; near the foot of the
 * window it opens upwards.
 */
export function RowMenu({ label, items, trigger: look = 'text' }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      entries.at(target % entries.length)?.focus();
    } else if (event.key === 'Escape') {
      trigger.current?.focus();
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={look === 'icon' ? `${styles.trigger} ${styles.iconTrigger}` : styles.trigger}
        title={look === 'icon' ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => {
          // Near the foot of the window the menu opens upwards, so its last item is not cut off.
          const rect = trigger.current?.getBoundingClientRect();
          setAbove(rect ? window.innerHeight - rect.bottom < menuRoom && rect.top > menuRoom : false);
          setOpen((value) => !value);
        }}
      >
        {look === 'icon' ? (
          <Icon name="more" size={18} />
        ) : (
          <>
            Actions
            <Icon name="chevronDown" size={16} />
          </>
        )}
      </button>
      {open && (
        <div
          id={menuId}
          className={above ? `${styles.menu} ${styles.above}` : styles.menu}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.item} ${item.tone === 'danger' ? styles.danger : ''}`}
              onClick={() => {
                close();
                // A dialog the item opens gives focus back to whatever had it: the row's button.
                trigger.current?.focus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
