import { createCall } from './call.js';
import { type CredentialStore, type Credentials, memoryStore } from './credentials.js';
import { routes } from './generated/routes.js';
import { createHttp, type HttpOptions } from './http.js';
import { type RealtimeOptions, realtimeResource } from './realtime.js';
import { adminResource } from './resources/admin/index.js';
import { authResource } from './resources/auth.js';
import { investmentsResource } from './resources/investments.js';
import { marketResource } from './resources/market.js';
import { meResource, sessionsResource } from './resources/me.js';
import { notificationsResource } from './resources/notifications.js';
import { supportResource } from './resources/support.js';
import { walletResource } from './resources/wallet.js';

export interface ClientOptions {
  /** Where the API is, e.g. `http://localhost:3000` (or '' in a browser on the same origin). */
  baseUrl: string;
  /** A fixed bearer token for scripts: a user access token or an admin session token. */
  token?: string;
  /** Keeps sessions between calls; memory by default. */
  store?: CredentialStore;
  fetch?: typeof fetch;
  onSignedOut?: HttpOptions['onSignedOut'];
  refreshLock?: HttpOptions['refreshLock'];
  userAgent?: HttpOptions['userAgent'];
  /** The WebSocket implementation for realtime (the global one by default; `ws` in Node 20). */
  WebSocket?: RealtimeOptions['WebSocket'];
  now?: () => number;
  retryKeyedForMs?: HttpOptions['retryKeyedForMs'];
  sleep?: HttpOptions['sleep'];
}

/** The typed client of docs/contract.md, the only way the UIs and the CLI reach the API. */
export function createClient(options: ClientOptions) {
  const store = options.store ?? memoryStore();
  const http = createHttp({ ...options, store });
  const call = createCall(http);
  return {
    health: () => call(routes.health),
    auth: authResource(call, http),
    me: meResource(call),
    sessions: sessionsResource(call),
    /** Assets, prices, durations and limits (prices are simulated). */
    market: marketResource(call),
    investments: investmentsResource(call),
    /** Payment settings, deposits, withdrawals and the transaction history. */
    wallet: walletResource(call),
    notifications: notificationsResource(call),
    support: supportResource(call),
    /** Live events (docs/contract.md#realtime): `client.realtime.subscribe(['me'], handler)`. */
    realtime: realtimeResource(http, options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    /** The back office (an admin session token): users, assets, review, support, settings. */
    admin: adminResource(http, call),
    /** The credentials the client holds now. */
    credentials: (): Credentials => store.load(),
    /** Low-level access for routes without a resource method yet. */
    request: http.request,
  };
}

export type TradesimClient = ReturnType<typeof createClient>;
