import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

const notBuilt = (
  app: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tradesim</title></head>
<body><main><h1>Tradesim</h1><p>The ${app} has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is stale).</p></main></body></html>`;

/**
 * Serves a built single-page app under `base`, answering every non-file path below it with
 * index.html so client-side routes survive a reload. /api never falls through to an app.
 */
function spa(router: Router, base: string, distDir: string, app: string): void {
  const index = join(distDir, 'index.html');
  router.use(base, express.static(distDir, { index: false, maxAge: '1h', immutable: false }));
  router.get(base === '/' ? /^\/(?!api(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`), (req, res) => {
    if (!req.accepts('html')) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (existsSync(index)) res.sendFile(index);
    else res.status(503).type('html').send(notBuilt(app));
  });
}

/** The user app at `/` and the admin console at `/admin`, from their Vite builds. */
export function staticUiRouter(repoRoot: string): Router {
  const router = express.Router();
  spa(router, '/admin', join(repoRoot, 'ui-admin', 'dist'), 'admin console');
  spa(router, '/', join(repoRoot, 'ui-user', 'dist'), 'user app');
  return router;
}
