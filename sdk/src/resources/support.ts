import type { Http } from '../http.js';

export function supportResource(_http: Http) {
  return {};
}
