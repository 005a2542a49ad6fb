import { Button, formatDateTime, Icon } from '@tradesim/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNotifications, useReadAllNotifications, useReadNotification } from '../api/use-notifications.js';
import styles from './notification-bell.module.css';

/**
 * The bell with the real unread count (the spec's badge is a fixed 3; this one counts), and a
 * panel of the latest 50 where a click marks one read. Kept live by `me` notification events.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className={styles.badge} data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section className={styles.panel} aria-label="Notifications">
          <div className={styles.panelHeader}>
            <h2 className={styles.title}>Notifications</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
                Mark all as read
              </Button>
            )}
          </div>
          {notifications.isError && <p className={styles.empty}>Could not load notifications.</p>}
          {notifications.isSuccess && items.length === 0 && (
            <p className={styles.empty}>No notifications yet</p>
          )}
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={item.isRead ? styles.item : `${styles.item} ${styles.unread}`}
                  onClick={() => !item.isRead && readOne.mutate(item.id)}
                >
                  <span className={styles.itemTitle}>{item.title}</span>
                  <span className={styles.message}>{item.message}</span>
                  <span className={styles.time}>{formatDateTime(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
