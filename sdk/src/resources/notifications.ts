import type { Http } from '../http.js';

export function notificationsResource(_http: Http) {
  return {};
}
