import { AppError, type ErrorCode, isErrorCode, type Session } from '@tradesim/core';
import type { Contract, ResponseOf } from '@tradesim/core/contract';
import type { CredentialStore } from './credentials.js';
import { routes } from './generated/routes.js';

export type AuthKind = 'none' | 'user' | 'admin';

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth: AuthKind;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Multipart uploads pass FormData; the browser or undici sets the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Return the raw Response (file downloads) instead of parsing JSON. */
  raw?: boolean;
}

export interface HttpOptions {
  baseUrl: string;
  store: CredentialStore;
  /** A fixed bearer token for scripts (a user access token or an admin token). */
  token?: string;
  fetch?: typeof fetch;
  /** Called when a session ends on the server's word (expired, revoked, reuse detected). */
  onSignedOut?: (kind: 'user' | 'admin', error: AppError) => void;
  /** Refresh this long before the access token's expiry, so a request never carries a dead token. */
  refreshSkewMs?: number;
  /**
   * Runs a refresh while holding a lock shared by every client on the same store (browser tabs
   * sharing localStorage: the Web Locks API). Without it, two tabs whose tokens expire together
   * would both send the same refresh token, and the second would count as reuse and end the
   * session everywhere.
   */
  refreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /**
   * Sent as User-Agent where the runtime lets a request set it (Node; a browser keeps its own).
   * The server names sessions by it, so an operator's CLI session reads as the CLI, not "node".
   */
  userAgent?: string;
  now?: () => number;
  /**
   * How long a keyed (money-moving) call keeps retrying, with the same Idempotency-Key, after a
   * network failure, a 5xx or 409 IDEMPOTENCY_KEY_IN_USE: the server then either replays what it
   * committed or acts for the first time, never twice. 30 s by default; 0 turns retries off.
   */
  retryKeyedForMs?: number;
  /** Waits between retries (tests pass one that does not really wait). */
  sleep?: (ms: number) => Promise<void>;
}

/** A keyed call's failure that a retry with the same key resolves: the outcome is not known yet. */
export function isRetryableWithKey(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
}

const firstRetryMs = 250;
const longestRetryMs = 4_000;

/** Rebuilds the API's error envelope into the same AppError the server threw. */
export async function errorFromResponse(response: Response): Promise<AppError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to a status-based error.
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const retryAfter = Number(response.headers.get('retry-after'));
  const extra = {
    ...(error?.fields && typeof error.fields === 'object'
      ? { fields: error.fields as Record<string, string> }
      : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
  if (error && isErrorCode(error.code)) {
    // The status as answered: one code may come with two (MFA_INVALID is 401 at sign-in).
    return new AppError(error.code, typeof error.message === 'string' ? error.message : undefined, {
      ...extra,
      status: response.status,
    });
  }
  const fallback: ErrorCode =
    response.status >= 500
      ? 'SERVICE_UNAVAILABLE'
      : response.status === 404
        ? 'NOT_FOUND'
        : 'VALIDATION_FAILED';
  return new AppError(fallback, undefined, extra);
}

export interface Http {
  request<T>(options: RequestOptions): Promise<T>;
  /** The bearer token a call of this kind would carry now (refreshed first when about to expire). */
  tokenFor(kind: 'user' | 'admin'): Promise<string | null>;
  /** Runs `refresh` once however many calls need it at the same moment. */
  refreshUserSession(): Promise<Session>;
  /** The server ended this kind of session and said why (over the socket): sign it out here too. */
  sessionEnded(kind: 'user' | 'admin', message: string): void;
  store: CredentialStore;
  baseUrl: string;
}

export function createHttp(options: HttpOptions): Http {
  // Looked up per call, so a fetch installed later (a polyfill, a test stub) is the one used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const skew = options.refreshSkewMs ?? 30_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let refreshing: Promise<Session> | null = null;
  const lock: NonNullable<HttpOptions['refreshLock']> = options.refreshLock ?? ((run) => run());

  function url(path: string, query: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(request: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    if (token) headers.authorization = `Bearer ${token}`;
    const csrfToken = request.auth === 'admin' && !token ? cookieSessionCsrf() : null;
    if (csrfToken && request.method !== 'GET') headers['x-csrf-token'] = csrfToken;
    let body: RequestInit['body'];
    if (request.form) body = request.form;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    try {
      return await doFetch(url(request.path, request.query), { method: request.method, headers, body });
    } catch (cause) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Cannot reach the Tradesim server. Check your connection and try again.',
        { cause },
      );
    }
  }

  function signOut(kind: 'user' | 'admin', error: AppError): void {
    const current = options.store.load();
    options.store.save({ ...current, [kind]: null });
    options.onSignedOut?.(kind, error);
  }

  async function refreshUserSession(): Promise<Session> {
    refreshing ??= (async () => {
      const seen = options.store.load().user?.refreshToken;
      return lock(async () => {
        const current = options.store.load().user;
        if (!current) throw new AppError('SESSION_EXPIRED');
        // Another client on this store (another tab) refreshed while we waited: share its session.
        if (current.refreshToken !== seen && Date.parse(current.expiresAt) - skew > now()) return current;
        return rotate(current.refreshToken);
      });
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function rotate(refreshToken: string): Promise<Session> {
    const response = await send(
      {
        method: 'POST',
        path: routes.auth.refresh.path,
        auth: routes.auth.refresh.auth,
        body: { refreshToken },
      },
      null,
    );
    if (!response.ok) {
      const error = await errorFromResponse(response);
      if (response.status === 401 || response.status === 403) signOut('user', error);
      throw error;
    }
    const { session } = (await response.json()) as ResponseOf<Contract['auth']['refresh']>;
    options.store.save({ ...options.store.load(), user: session });
    return session;
  }

  async function userToken(): Promise<string | null> {
    const session = options.store.load().user;
    if (!session) return options.token ?? null;
    if (Date.parse(session.expiresAt) - skew <= now()) return (await refreshUserSession()).accessToken;
    return session.accessToken;
  }

  function tokenFor(kind: AuthKind): Promise<string | null> | string | null {
    if (kind === 'user') return userToken();
    if (kind === 'admin') {
      return options.store.load().admin?.token ?? options.token ?? null;
    }
    return null;
  }

  /** A console session held in the server's HttpOnly cookie: the browser sends the cookie itself. */
  function cookieSessionCsrf(): string | null {
    const admin = options.store.load().admin;
    return admin && 'csrfToken' in admin ? admin.csrfToken : null;
  }

  async function parse<T>(response: Response, request: RequestOptions): Promise<T> {
    if (request.raw) return response as T;
    // 204, and a 202 that accepted work without describing it (forgot-password), carry no body.
    const text = response.status === 204 ? '' : await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  /**
   * A keyed call is retried with the same key until it gets a definite answer (or the budget
   * runs out): backing off from 250 ms to 4 s, or as long as the server's Retry-After says.
   */
  async function request<T>(request: RequestOptions): Promise<T> {
    if (request.headers?.['idempotency-key'] === undefined) return requestOnce<T>(request);
    const deadline = now() + (options.retryKeyedForMs ?? 30_000);
    for (let delay = firstRetryMs; ; delay = Math.min(delay * 2, longestRetryMs)) {
      try {
        return await requestOnce<T>(request);
      } catch (error) {
        const asked =
          error instanceof AppError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
        const wait = Math.min(Math.max(delay, asked), longestRetryMs);
        if (!isRetryableWithKey(error) || now() + wait > deadline) throw error;
        await sleep(wait);
      }
    }
  }

  async function requestOnce<T>(request: RequestOptions): Promise<T> {
    let response = await send(request, await tokenFor(request.auth));
    if (response.ok) return parse<T>(response, request);
    let error = await errorFromResponse(response);
    // An access token can die between our expiry check and the server's: refresh once, retry once.
    if (request.auth === 'user' && error.code === 'SESSION_EXPIRED' && options.store.load().user) {
      const session = await refreshUserSession();
      response = await send(request, session.accessToken);
      if (response.ok) return parse<T>(response, request);
      error = await errorFromResponse(response);
    }
    if (request.auth === 'user' && (error.code === 'SESSION_EXPIRED' || error.code === 'ACCOUNT_BANNED')) {
      if (options.store.load().user) signOut('user', error);
    }
    if (
      request.auth === 'admin' &&
      (error.code === 'ADMIN_SESSION_INVALID' || error.code === 'ADMIN_PROFILE_NOT_FOUND')
    ) {
      if (options.store.load().admin) signOut('admin', error);
    }
    throw error;
  }

  return {
    request,
    tokenFor: async (kind) => tokenFor(kind),
    refreshUserSession,
    sessionEnded(kind, message) {
      if (!options.store.load()[kind]) return;
      signOut(kind, new AppError(kind === 'admin' ? 'ADMIN_SESSION_INVALID' : 'SESSION_EXPIRED', message));
    },
    store: options.store,
    baseUrl,
  };
}
