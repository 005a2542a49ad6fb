import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@tradesim/core';
import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /api/metrics in Prometheus' text format, for a scraper holding `METRICS_TOKEN` as a Bearer
 * token (compared in constant time). Mounted only when the token is set.
 */
export function metricsRoute(metrics: Pick<Metrics, 'registry'>, token: string): RequestHandler {
  const expected = digest(`Bearer ${token}`);
  return async (req, res, next) => {
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      next(new AppError('UNAUTHENTICATED', 'A valid metrics token is required'));
      return;
    }
    try {
      const text = await metrics.registry.metrics();
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.send(text);
    } catch (error) {
      next(error);
    }
  };
}

/** Times every request by its declared route (`unmatched` for an unknown API path, `static` for files). */
export function timeRequests(metrics: Pick<Metrics, 'requestDuration'>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const path = req.route?.path;
      const route =
        typeof path === 'string'
          ? `${req.baseUrl}${path}`
          : req.originalUrl.startsWith('/api')
            ? 'unmatched'
            : 'static';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
