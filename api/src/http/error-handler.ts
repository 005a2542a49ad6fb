import { AppError, isAppError, validationMessages } from '@tradesim/core';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';
import type { Metrics } from '../metrics/metrics.js';
import { requestLogFields } from './request-id.js';

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  code?: string;
}

/** Errors thrown by body-parser and multer carry a type or code; map them to the catalogue. */
function fromTransportError(error: HttpishError): AppError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('MALFORMED_JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new AppError('VALIDATION_FAILED', 'The request body could not be read');
  }
  if (error.code === 'LIMIT_FILE_SIZE') return new AppError('FILE_TOO_LARGE');
  if (typeof error.code === 'string' && error.code.startsWith('LIMIT_')) {
    return new AppError('VALIDATION_FAILED', 'The upload has too many or unexpected parts');
  }
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', 'The request could not be read');
  }
  return null;
}

/** Turns anything thrown into the docs/contract.md#errors envelope; only a bug becomes a 500, and it is logged. */
function toAppError(error: unknown, log: Logger, req: Request, res: Response): AppError {
  if (isAppError(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const mapped = fromTransportError(error as HttpishError);
    if (mapped) return mapped;
  }
  if (isUnstorableText(error)) return new AppError('VALIDATION_FAILED', validationMessages.textNotStorable);
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error, ...requestLogFields(req, res) }, 'database unavailable');
    // Nothing was done (or a retry with the same Idempotency-Key learns what was): try again.
    return new AppError('SERVICE_UNAVAILABLE', undefined, { retryAfterSeconds: 1 });
  }
  log.error({ err: error, ...requestLogFields(req, res) }, 'unhandled error');
  return new AppError('INTERNAL');
}

export function errorHandler(log: Logger, metrics: Metrics): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error, log, req, res);
    metrics.errors.inc({ code: appError.code });
    if (appError.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(appError.status).json(appError.toBody());
  };
}

/** Any /api path no route claimed. */
export const unknownApiRoute: RequestHandler = (_req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND'));
};
