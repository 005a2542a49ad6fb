import type { Http } from '../http.js';

export function investmentsResource(_http: Http) {
  return {};
}
