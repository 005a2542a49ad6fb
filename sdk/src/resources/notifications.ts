import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';

const notifications = routes.notifications;

export function notificationsResource(call: Call) {
  return {
    /** The latest 50, newest first, and the count of all unread ones (the badge). */
    list: () => call(notifications.list),
    /** Marks one read (again is fine) and returns it. */
    read: (id: string) => call(notifications.read, { params: { id } }),
    readAll: () => call(notifications.readAll),
  };
}
