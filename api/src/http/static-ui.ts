import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

const notBuilt = (
  app: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tradesim</title></head>
<body><main><h1>Tradesim</h1><p>The ${app} has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is stale).</p></main></body></html>`;

/** A file of a build (a name with an extension under assets/), as opposed to a screen's path. */
const buildFile = /\/assets\/[^/]+\.[a-z0-9]+$/i;

/** A year: Vite names every file under assets/ by its content's hash, so it never changes. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Hashed assets are kept for good; the service worker is checked on every visit, so a new
 * build reaches phones at once; anything else (icons, the manifest) is checked hourly.
 */
function cacheFor(res: ServerResponse, path: string): void {
  const cacheControl = /[\\/]assets[\\/]/.test(path)
    ? immutable
    : /[\\/]sw\.js(\.br|\.gz)?$/.test(path)
      ? 'no-cache'
      : 'public, max-age=3600';
  res.setHeader('Cache-Control', cacheControl);
}

/**
 * Serves a built single-page app under `base`, answering every non-file path below it with
 * index.html so client-side routes survive a reload. /api never falls through to an app.
 * Files go out as the build compressed them (scripts/precompress.mjs): brotli when the browser
 * takes it, else gzip, else as they are, with `Vary: Accept-Encoding`. The compressed twins are
 * indexed when the server starts (npm start builds first); a file built later goes out plain.
 */
function spa(router: Router, base: string, distDir: string, app: string): void {
  const index = join(distDir, 'index.html');
  router.use(
    base,
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      // No redirect of a folder's name to a trailing slash: /admin/assets is a screen of the
      // console (dist/assets is only the build's folder), so it falls through to the page.
      serveStatic: { index: false, redirect: false, cacheControl: false, setHeaders: cacheFor },
    }),
  );
  router.get(base === '/' ? /^\/(?!api(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`), (req, res) => {
    // A missing build file is a 404, never the page: assets go out without the page's CSP.
    if (!req.accepts('html') || buildFile.test(req.path)) {
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
