import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Tradesim API reference</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * /api/docs: Swagger UI rendering /api/openapi.json, served from the swagger-ui-dist package
 * (no CDN, so it works offline and under a same-origin CSP).
 */
export function docsRouter(): Router {
  const router = express.Router();
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  router.use('/api/docs', express.static(swaggerUiDir, { index: false, maxAge: '1h' }));
  return router;
}
