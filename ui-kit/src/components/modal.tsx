import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The buttons row at the bottom. */
  actions?: ReactNode;
}

/**
 * A dialog over a dimmed page, on the native <dialog> opened with showModal(): the browser keeps
 * focus inside it, makes the page behind inert and turns Escape into a `cancel`. Labelled by its
 * title, focus moved onto it; Escape or a click outside the panel asks the owner to close it.
 * Render it only while open: the owner decides, so a dialog busy saving may stay.
 */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest onClose without reopening the dialog each time the owner passes a new one.
  const close = useRef(onClose);
  close.current = onClose;
  // Set while the dialog closes because it unmounts, so that `close` is not reported back.
  const unmounting = useRef(false);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement as HTMLElement | null;
    unmounting.current = false;
    element.showModal();
    element.focus();
    return () => {
      unmounting.current = true;
      element.close();
      previous?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the owner closes it (by no longer rendering it), not the browser.
        event.preventDefault();
        close.current();
      }}
      // A browser may close it regardless (a second Escape with no click between): report it.
      onClose={() => unmounting.current || close.current()}
      // The dialog fills the screen around the panel: a press on it, not on the panel, is outside.
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
