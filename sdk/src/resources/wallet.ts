import type { Http } from '../http.js';

export function walletResource(_http: Http) {
  return {};
}
