import { AppError, adminScreenMessages } from '@tradesim/core';
import type { z } from 'zod';

/** How one HTTP market-data source is reached and how hard it is tried. */
export interface HttpSourceOptions {
  baseUrl: string;
  /** Sent on every request (API keys travel here, never in a URL that could be logged). */
  headers: Record<string, string>;
  /** The source's own HTTP 429 text (docs/product/admin-console.md#error-messages "Market data"). */
  rateLimitedMessage: string;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Retries after the first attempt (docs/product/admin-console.md#constants-and-limits: 3, so 4 attempts in all). */
  retries: number;
  /** Wait between attempts (docs/product/admin-console.md#constants-and-limits: 30 s). */
  retryDelayMs: number;
  /** How the wait is spent; tests hand in one that returns at once. */
  sleep: (ms: number) => Promise<void>;
  fetch: typeof fetch;
}

const unexpectedResponse = 'Market data API error: unexpected response';

/** One failed attempt: whether another is worth making, and what to report if none is left. */
interface Failure {
  retry: boolean;
  error: AppError;
}

async function attempt(options: HttpSourceOptions, url: URL): Promise<{ body: unknown } | Failure> {
  let response: Response;
  try {
    response = await options.fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    // Refused, reset, DNS, timeout: docs/contract.md#errors maps an unreachable provider to 503.
    return {
      retry: true,
      error: new AppError('SERVICE_UNAVAILABLE', 'Market data provider is unreachable', { cause }),
    };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 429)
      return { retry: true, error: new AppError('MARKET_DATA_RATE_LIMITED', options.rateLimitedMessage) };
    const error = new AppError('MARKET_DATA_ERROR', adminScreenMessages.marketApiError(response.status));
    return { retry: response.status >= 500, error };
  }
  try {
    return { body: JSON.parse(await response.text()) };
  } catch (cause) {
    return { retry: false, error: new AppError('MARKET_DATA_ERROR', unexpectedResponse, { cause }) };
  }
}

/**
 * GETs `path` from the source and validates the JSON with `schema`. HTTP 429, 5xx and network
 * failures are tried again after the delay, up to `retries` more times; any other status, a body
 * that is not JSON or does not match the schema fails at once. Failures are AppErrors:
 * MARKET_DATA_RATE_LIMITED (the source's message), MARKET_DATA_ERROR ("Market data API error:
 * {status}"), SERVICE_UNAVAILABLE (unreachable).
 */
export async function getJson<S extends z.ZodType>(
  options: HttpSourceOptions,
  path: string,
  query: Record<string, string>,
  schema: S,
): Promise<z.output<S>> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  for (let attemptNo = 0; ; attemptNo += 1) {
    const outcome = await attempt(options, url);
    if ('body' in outcome) {
      const parsed = schema.safeParse(outcome.body);
      if (!parsed.success) throw new AppError('MARKET_DATA_ERROR', unexpectedResponse);
      return parsed.data;
    }
    if (!outcome.retry || attemptNo >= options.retries) throw outcome.error;
    await options.sleep(options.retryDelayMs);
  }
}
