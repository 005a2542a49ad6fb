import type { Http } from '../http.js';

export function marketResource(_http: Http) {
  return {};
}
