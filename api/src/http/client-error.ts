// Why it is built this way: docs/decisions/0020-http-edge.md
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '@tradesim/core';
import { requestIdFor, requestIdHeader } from './request-id.js';

/** What Node hands a `clientError` listener: the parser's error and the bytes it choked on. */
interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
  bytesParsed?: number;
}

/** Node's private view of a socket's response in flight. */
interface HttpSocket extends Duplex {
  _httpMessage?: { headersSent?: boolean } | null;
}

/** A misbehaving client that never closes its end is cut off after this long. */
const lingerMs = 5_000;
const answered = new WeakSet<Duplex>();

/**
 * Node counts the request line into its limit on a request's head, so an over-long URL and
 * over-long headers are one error. The parser stops an over-long URL where the URL ends, just
 * before ` HTTP/1.1`; when those bytes are the ones it choked on, the URL was at fault. When the
 * URL arrived in pieces and its end is not in the last one, nothing tells the two apart: 431.
 */
function overflowOf(error: ClientError): AppError {
  const { rawPacket, bytesParsed } = error;
  if (rawPacket && bytesParsed !== undefined) {
    const next = rawPacket.subarray(bytesParsed, bytesParsed + 6).toString('latin1');
    const requestLineUnfinished = /^[A-Z]+ /.test(rawPacket.subarray(0, 8).toString('latin1'))
      ? !rawPacket.includes('\r\n')
      : false;
    if (next === ' HTTP/' || requestLineUnfinished) return new AppError('URI_TOO_LONG');
  }
  return new AppError('HEADERS_TOO_LARGE');
}

function appErrorOf(error: ClientError): AppError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return overflowOf(error);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('REQUEST_TIMEOUT');
    default:
      return new AppError('MALFORMED_REQUEST');
  }
}

function rawResponse(error: AppError): string {
  const body = JSON.stringify(error.toBody());
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `${requestIdHeader}: ${requestIdFor(undefined)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The HTTP server's `clientError` listener: a request Node could not parse (over-long URL or
 * headers, broken syntax, too slow) gets the API's error envelope instead of Node's bare status
 * line. Node's limits stay as they are; only the answer changes.
 */
export function answerClientError(error: ClientError, socket: HttpSocket): void {
  // The parser stays failed, so every further chunk of the same request lands here again.
  if (answered.has(socket)) return;
  // A reset peer cannot read an answer; one already half sent cannot take another.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  // Ending (not destroying) lets the rest of the request drain, so the kernel does not reset the
  // connection over unread bytes before the client has read the answer.
  socket.end(rawResponse(appErrorOf(error)));
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
