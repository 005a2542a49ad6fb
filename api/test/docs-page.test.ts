import { describe, expect, it } from 'vitest';
import { renderDocsPage } from '../src/http/docs.js';

const document = {
  info: { title: 'Tradesim API', version: '1.2.3', description: 'Simulated <b>only</b>' },
  paths: {
    '/api/things/{id}': {
      get: {
        summary: 'A thing <img src=x onerror=alert(1)>',
        tags: ['things'],
        security: [{ userToken: [] }],
        parameters: [{ name: 'id', in: 'path', required: true }],
        responses: {
          '200': { description: 'The thing' },
          '404': { description: '`NOT_FOUND`: No such thing' },
        },
      },
      delete: {
        summary: 'Removes it',
        tags: ['things'],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Why' } } } },
        responses: { '204': { description: 'Gone' } },
      },
    },
  },
};

describe('the API reference page', () => {
  const html = renderDocsPage(document);

  it('shows each operation with its auth, parameters, body and answers', () => {
    expect(html).toContain('<h1>Tradesim API 1.2.3</h1>');
    expect(html).toContain('<h2>things</h2>');
    expect(html).toContain('<code>GET /api/things/{id}</code>');
    expect(html).toContain('<em>(userToken)</em>');
    expect(html).toContain('<li><code>id</code> (path, required)</li>');
    expect(html).toContain('<li><code>404</code> <code>NOT_FOUND</code>: No such thing</li>');
    expect(html).toContain('<code>DELETE /api/things/{id}</code>');
    expect(html).toContain('Body: <code>Why</code>');
  });

  it('escapes the document’s text, so a summary cannot inject markup', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('Simulated &#60;b&#62;only&#60;/b&#62;');
    expect(renderDocsPage({ ...document, info: { ...document.info, description: '`<b>`' } })).toContain(
      '<code>&#60;b&#62;</code>',
    );
  });
});
