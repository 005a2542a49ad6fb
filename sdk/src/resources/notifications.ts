import type { Notification, NotificationList } from '@tradesim/core';
import type { Http } from '../http.js';

export function notificationsResource(http: Http) {
  return {
    /** The latest 50, newest first, and the count of all unread ones (the badge). */
    list: () => http.request<NotificationList>({ method: 'GET', path: '/api/notifications', auth: 'user' }),
    /** Marks one read (again is fine) and returns it. */
    read: (id: string) =>
      http.request<Notification>({
        method: 'POST',
        path: `/api/notifications/${encodeURIComponent(id)}/read`,
        auth: 'user',
      }),
    readAll: () => http.request<void>({ method: 'POST', path: '/api/notifications/read-all', auth: 'user' }),
  };
}
