import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The buttons row at the bottom. */
  actions?: ReactNode;
}

/**
 * A dialog over a dimmed page: labelled by its title, focus moved into it, Escape or a click
 * outside closes it. Render it only while open.
 */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the dimmed page closes the dialog; Escape does the same from the keyboard (handled on document).
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
