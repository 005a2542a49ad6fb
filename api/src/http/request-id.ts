import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

export const requestIdHeader = 'X-Request-Id';

/**
 * An id a caller or a proxy in front already gave the request is kept, so one id follows it
 * through every hop; only a plain token is taken (it goes into headers and log lines).
 */
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(incoming: string | undefined): string {
  return incoming && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** Gives every request its id, in `res.locals.requestId` and the `X-Request-Id` of its answer. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const id = requestIdFor(req.get(requestIdHeader));
  res.locals.requestId = id;
  res.setHeader(requestIdHeader, id);
  next();
};

/** The id `assignRequestId` gave this request (for log lines about it). */
export function requestIdOf(res: Response): string | undefined {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
}

/** What a log line says of the request it is about. */
export function requestLogFields(req: Request, res: Response) {
  return { reqId: requestIdOf(res), req: { method: req.method, url: req.originalUrl } };
}
