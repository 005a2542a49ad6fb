import { Icon, useTimedMessage } from '@tradesim/ui-kit';
import { createContext, type ReactNode, useContext } from 'react';
import styles from './support-toast.module.css';

type ShowError = (text: string) => void;

const ToastContext = createContext<ShowError | null>(null);

/** How long a failure stays up unless closed: long enough to read a sentence twice. */
const toastMs = 6000;

/**
 * docs/product/admin-console.md#screens: the support center's errors show as a toast at the bottom right. Any part of
 * the screen reports a failed action with `useSupportToast()`; a newer failure replaces the
 * shown one. It is an alert, so a screen reader says it at once.
 */
export function SupportToastProvider({ children }: { children: ReactNode }) {
  const { message, show, clear } = useTimedMessage(toastMs);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={styles.region}>
        {message && (
          <div className={styles.toast} role="alert">
            <Icon name="alert" size={18} />
            <p className={styles.text}>{message.text}</p>
            <button type="button" className={styles.close} onClick={clear} aria-label="Dismiss">
              <Icon name="close" size={16} />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useSupportToast(): ShowError {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useSupportToast needs a <SupportToastProvider> above it');
  return show;
}
