import { isAppError, type StaffNotificationSetting, staffEventInfo } from '@tradesim/core';
import { Card, Notice, PageHeader, QueryState } from '@tradesim/ui-kit';
import { useAdminAuth } from '../../../lib/auth-context.js';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../../../lib/notification-settings.js';
import { failureText } from './failure-notice.js';
import styles from './notifications-page.module.css';

export const loadNotificationsFailed = 'Failed to load your notification settings';
export const updateNotificationsFailed = 'Failed to update your notification settings';

type Channel = 'bell' | 'mail';

/**
 * Notifications (the spec's "coming soon" category): per staff event the role can act on,
 * whether it counts on this staff member's bell and whether it is mailed to them. Each switch
 * saves at once; the choices are the staff member's own, so every role reaches this page.
 */
export function NotificationsPage() {
  const { admin } = useAdminAuth();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const pending = update.isPending ? update.variables?.[0] : undefined;
  const toggle = (item: StaffNotificationSetting, channel: Channel, on: boolean) =>
    update.mutate([{ ...item, [channel]: on }]);
  return (
    <>
      <PageHeader title="Notifications" />
      <Card aria-labelledby="notifications-title" className={styles.card}>
        <h2 id="notifications-title" className={styles.title}>
          Staff events
        </h2>
        <p className={styles.text}>
          Choose what counts on your bell and what is mailed to {admin?.email ?? 'you'}. Only events your role
          can act on are listed. Mail is queued in the server's mail outbox as it happens.
        </p>
        <QueryState
          query={settings}
          loading="Loading your notification settings..."
          errorText={(error) => `Error: ${failureText(loadNotificationsFailed, error)}`}
          keepData
        >
          {(loaded) => (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Bell</th>
                  <th scope="col">Mail</th>
                </tr>
              </thead>
              <tbody>
                {loaded.items.map((saved) => {
                  const item = pending?.event === saved.event ? pending : saved;
                  const label = staffEventInfo[item.event].label;
                  return (
                    <tr key={item.event}>
                      <th scope="row">{label}</th>
                      {(['bell', 'mail'] as const).map((channel) => (
                        <td key={channel}>
                          <input
                            type="checkbox"
                            role="switch"
                            className={styles.switch}
                            aria-label={`${channel === 'bell' ? 'Bell' : 'Mail'}: ${label}`}
                            checked={item[channel]}
                            aria-checked={item[channel]}
                            disabled={update.isPending}
                            onChange={(event) => toggle(item, channel, event.target.checked)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </QueryState>
        {update.isError && (
          <Notice tone="error">
            {isAppError(update.error) && update.error.status < 500
              ? update.error.message
              : updateNotificationsFailed}
          </Notice>
        )}
      </Card>
    </>
  );
}
