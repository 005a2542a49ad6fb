import { useCallback, useEffect, useState } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

/** A coloured banner; success and info are polite status messages, errors are alerts. */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: NoticeTone;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}

export interface TimedMessage {
  text: string;
  tone: NoticeTone;
}

/**
 * A message that clears itself after `ms` (the portfolio's 5 s banner, the 3 s archive and
 * restore notices, the 2 s "Copied"). Showing a new one restarts the timer.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const show = useCallback((text: string, tone: NoticeTone = 'success') => setMessage({ text, tone }), []);
  return { message, show, clear: useCallback(() => setMessage(null), []) };
}
