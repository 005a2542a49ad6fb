import { BellMenu, Button, formatDateTime } from '@tradesim/ui-kit';
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
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  // Read while rendering here (not only in the panel) so the query re-renders the bell when they change.
  const { isError, isSuccess } = notifications;
  return (
    <BellMenu
      label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      count={unread}
      countTestId="unread-count"
      panelLabel="Notifications"
      classNames={{ panel: styles.panel }}
      // The user app's header popovers stay open when the focus moves on (only a press or Escape closes them).
      focusOut={false}
    >
      {() => (
        <>
          <div className={styles.panelHeader}>
            <h2 className={styles.title}>Notifications</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
                Mark all as read
              </Button>
            )}
          </div>
          {isError && <p className={styles.empty}>Could not load notifications.</p>}
          {isSuccess && items.length === 0 && <p className={styles.empty}>No notifications yet</p>}
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
        </>
      )}
    </BellMenu>
  );
}
