import express, { type Router } from 'express';

// A subset of OpenAPI 3.1: what the reference page shows of each operation.
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { description?: string }>;
}
type Paths = Record<string, Record<string, Operation>>;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped text whose `code spans` (the document's descriptions name error codes so) show as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaName = (operation: Operation) => {
  const ref = Object.values(operation.requestBody?.content ?? {})[0]?.schema?.$ref;
  return ref ? ref.split('/').at(-1) : undefined;
};

function renderOperation(path: string, method: string, operation: Operation): string {
  const auth = operation.security?.flatMap((scheme) => Object.keys(scheme)).join(' or ');
  const parameters = (operation.parameters ?? []).map(
    (p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`,
  );
  const body = schemaName(operation);
  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) => `<li><code>${status}</code> ${prose(response.description ?? '')}</li>`,
  );
  return `<section>
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary ?? '')}${auth ? ` <em>(${escapeHtml(auth)})</em>` : ''}</p>
${parameters.length ? `<p>Parameters:</p><ul>${parameters.join('')}</ul>` : ''}
${body ? `<p>Body: <code>${escapeHtml(body)}</code></p>` : ''}
<ul>${responses.join('')}</ul>
</section>`;
}

/** The reference as one static page, grouped by tag in the document's order. */
export function renderDocsPage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; version: string; description?: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths as Paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, operation)]);
    }
  }
  const sections = [...byTag].map(([tag, operations]) => `<h2>${escapeHtml(tag)}</h2>${operations.join('')}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}section{border-top:1px solid #ddd}h3{font-size:1rem;margin-bottom:0}</style>
</head>
<body>
<h1>${escapeHtml(info.title)} ${escapeHtml(info.version)}</h1>
<p>${prose(info.description ?? '')}</p>
<p>The machine-readable contract: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), for any OpenAPI viewer or client generator.</p>
${sections.join('\n')}
</body>
</html>`;
}

/**
 * /api/docs: the API reference, rendered on the server from the OpenAPI document the server
 * validates with. Plain HTML, no script: nothing to install (the Swagger UI package it replaces
 * pulled an install-time telemetry script) and nothing a same-origin CSP has to allow.
 */
export function docsRouter(document: Record<string, unknown>): Router {
  const router = express.Router();
  const page = renderDocsPage(document);
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(page);
  });
  return router;
}
