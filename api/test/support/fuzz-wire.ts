import { type IdPools, PoolRef } from './fuzz-ids.js';
import type { GeneratedRequest } from './fuzz-requests.js';

/**
 * A generated request as it goes on the wire: ids taken from the pools as they are now, the
 * identity's live token, the head-of-request oddities, and a description short enough to read
 * in a failure and exact enough to send the request again by hand.
 */

export interface Wire {
  /** Path and query, to append to the server's URL. */
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  description: string;
}

/** Percent-encoding that also carries a lone surrogate (as WTF-8 bytes), where encodeURIComponent throws. */
function encode(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((part) => {
      const unit = part.charCodeAt(0);
      if (part.length !== 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** Encoded as a client should, or as it is (stray %, brackets, unicode) but for what would cut the URL. */
function segment(text: string, raw: boolean): string {
  return raw ? text.replace(/[#?\s]|\p{Surrogate}/gu, encode) : encode(text);
}

function urlOf(request: GeneratedRequest, pools: IdPools): string {
  let index = 0;
  const path = request.operation.path.replace(/\{\w+\}/g, () => {
    const part = request.path[index++];
    if (!part) return '';
    return segment(part.value instanceof PoolRef ? part.value.resolve(pools) : part.value, part.raw);
  });
  const query = request.query.map(
    (part) => `${segment(part.key, part.raw)}=${segment(part.value, part.raw)}`,
  );
  if (request.transport === 'long-url') query.push(`pad=${'a'.repeat(20_000)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function headersOf(
  request: GeneratedRequest,
  tokens: { user: string; admin: string },
): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers };
  const { identity, transport } = request;
  if (identity === 'user' || identity === 'admin') headers.authorization = `Bearer ${tokens[identity]}`;
  else if (identity !== 'none' && identity.authorization !== undefined)
    headers.authorization = identity.authorization;
  // Past Node's 16 KB limit on a request's head, just under it, and many small headers.
  if (transport === 'long-header') headers['x-fuzz-pad'] = 'b'.repeat(20_000);
  if (transport === 'near-limit') headers['x-fuzz-pad'] = 'b'.repeat(12_000);
  if (transport === 'many-headers') for (let i = 0; i < 90; i += 1) headers[`x-fuzz-${i}`] = String(i);
  return headers;
}

function bodyOf(request: GeneratedRequest, headers: Record<string, string>, pools: IdPools) {
  const { body } = request;
  if (body.kind === 'none') return undefined;
  const type = body.kind === 'raw' ? body.raw.contentType : body.contentType;
  if (type !== undefined) headers['content-type'] = type;
  if (body.kind === 'json' && body.contentEncoding) headers['content-encoding'] = body.contentEncoding;
  if (body.kind === 'raw') return body.raw.body;
  if (body.kind === 'text') return body.text;
  const resolveIds = (_key: string, value: unknown) =>
    value instanceof PoolRef ? value.resolve(pools) : value;
  return JSON.stringify(body.value, resolveIds) ?? 'null';
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

function describe(request: GeneratedRequest, wire: Omit<Wire, 'description'>): string {
  const shown = { ...wire.headers };
  if (request.identity === 'user' || request.identity === 'admin')
    shown.authorization = `Bearer <a valid ${request.identity} token>`;
  for (const [name, value] of Object.entries(shown)) shown[name] = shorten(value, 300);
  const body =
    wire.body === undefined
      ? 'no body'
      : typeof wire.body === 'string'
        ? wire.body
        : Buffer.from(wire.body).toString('latin1');
  const note = request.body.kind === 'raw' ? ` (${request.body.raw.note})` : '';
  return [
    `${wire.method} ${shorten(wire.url, 600)}`,
    `headers: ${JSON.stringify(shown)}`,
    `body${note}: ${JSON.stringify(shorten(body, 1_000))}`,
  ].join('\n');
}

export function wireOf(
  request: GeneratedRequest,
  state: { pools: IdPools; tokens: { user: string; admin: string } },
): Wire {
  const headers = headersOf(request, state.tokens);
  const body = bodyOf(request, headers, state.pools);
  const wire = { url: urlOf(request, state.pools), method: request.method, headers, body };
  return { ...wire, description: describe(request, wire) };
}
