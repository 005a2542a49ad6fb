import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppContext } from '../context.js';
import { metricsRoute, timeRequests } from '../metrics/metrics-route.js';
import { docsRouter } from './docs.js';
import { errorHandler, unknownApiRoute } from './error-handler.js';
import { refuseDeepJson } from './json-depth.js';
import { buildOpenApiDocument } from './openapi.js';
import { assignRequestId, requestIdHeader } from './request-id.js';
import { type AnyRoute, mountRoutes, type RouteGuards } from './route.js';
import { staticUiRouter } from './static-ui.js';

export interface AppOptions {
  routes: readonly AnyRoute[];
  /** The modules' authentication, staff policy and refusal record (route.ts RouteGuards). */
  guards: RouteGuards;
  repoRoot: string;
}

/** Vite's content-hashed build files of either app (`/assets/…`, `/admin/assets/…`). */
const hashedAsset = /^\/(admin\/)?assets\//;

/** The Express app: security headers, logging, JSON limits, the routes, the UIs, one error handler. */
export function createApp(ctx: AppContext, options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY ? 1 : false);
  app.use(assignRequestId);
  // Requests are timed only where the figures are served (timing costs every request a little).
  const metricsToken = ctx.config.METRICS_TOKEN;
  if (metricsToken) app.use(timeRequests(ctx.metrics));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Served over plain http on localhost by default: do not rewrite requests to https.
        upgradeInsecureRequests: null,
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Same origin only: 'self' also covers ws: and wss: to this very host (CSP Level 3),
        // which is all the realtime socket needs; a bare `ws:` would let a script reach any host.
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // A built script or stylesheet is not a document: CSP, frame options and HSTS (about a kB of
  // headers) mean nothing on it, and a phone's first load fetches a dozen of them. They keep
  // what does apply to a subresource: no sniffing, and same-origin only.
  app.use((req, res, next) => {
    if (!hashedAsset.test(req.path)) return securityHeaders(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  });
  // Request lines are info (4xx) and debug (the rest); above info the logger would drop them all
  // after pino-http had serialised and redacted every request (~6 % of the API's CPU under load).
  // Errors are logged by errorHandler with the method and URL either way.
  if (ctx.log.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: ctx.log,
        // The id assignRequestId put on the answer: the request lines carry it as `req.id`.
        genReqId: (_req, res) => String(res.getHeader(requestIdHeader)),
        autoLogging: { ignore: (req) => req.url === '/api/health' },
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        customLogLevel: (_req, res, error) =>
          error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      }),
    );
  }
  // Balances, histories and tokens are never kept by a browser or a proxy: every API answer is
  // `no-store` (a route that serves a file sets its own). With nothing cached there is nothing to
  // revalidate, so Express does not hash each answer into an ETag either.
  app.set('etag', false);
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Large answers (a page of transactions, the OpenAPI document, a CSV export) travel compressed
  // when the client takes it; below 2 KB compressing costs more than it saves. Images (proofs,
  // QR codes) are not compressible types and pass as they are.
  app.use('/api', compression({ threshold: 2048 }));
  app.use('/api', express.json({ limit: '100kb', strict: true }), refuseDeepJson);

  const openApi = buildOpenApiDocument(options.routes, ctx.config.version);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use(docsRouter(openApi));
  if (metricsToken) app.get('/api/metrics', metricsRoute(ctx.metrics, metricsToken));
  const api = express.Router();
  mountRoutes(api, ctx, options.routes, options.guards);
  app.use(api);
  app.use('/api', unknownApiRoute);
  app.use(staticUiRouter(options.repoRoot));
  app.use(errorHandler(ctx.log, ctx.metrics));
  return app;
}
