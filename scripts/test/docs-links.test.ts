import { describe, expect, it } from 'vitest';
import {
  checkMarkdown,
  checkSourceComments,
  diskRepo,
  format,
  headingAnchors,
  listFiles,
  type Repo,
  sourceFile,
} from './docs-links.js';

// The repository's own Markdown: everything under docs/, and the two files at the root.
const markdown = listFiles(
  (path) => path.endsWith('.md') && (path.startsWith('docs/') || !path.includes('/')),
);
// This test's own files plant broken names on purpose.
const sources = listFiles(
  (path) =>
    (sourceFile.test(path) || (path.endsWith('.md') && !path.startsWith('docs/'))) &&
    !path.startsWith('scripts/test/docs-links'),
);

describe('links in the docs', () => {
  it('every relative link and anchor in docs/, README.md and BENCHMARKS.md leads somewhere', () => {
    // The walk must have found the docs, or this test would pass on nothing.
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'BENCHMARKS.md', 'docs/architecture.md']));
    const problems = markdown.flatMap((file) => checkMarkdown(file, diskRepo.read(file)));
    expect(format(problems)).toBe('');
  });
});

describe('paths in source comments', () => {
  it('every repository file a comment names exists, and none names the old outside design files', () => {
    expect(sources.length).toBeGreaterThan(500);
    const problems = sources.flatMap((file) => checkSourceComments(file, diskRepo.read(file)));
    expect(format(problems)).toBe('');
  });
});

// The checks themselves, on planted mistakes: each must fail where it should.
const planted: Repo = {
  exists: (path) => ['docs/money.md', 'docs/a.md', 'api/src/server.ts'].includes(path),
  read: (path) => (path === 'docs/money.md' ? '# Money\n\n## Ledger\n\n## Ledger\n' : '# A\n'),
};

describe('the checks', () => {
  it('gives headings GitHub anchors', () => {
    const anchors = headingAnchors(
      "# The API's role\n## `change24h` is computed\n## Ledger\n## Ledger\n```\n# not a heading\n```\n",
    );
    expect([...anchors]).toEqual(['the-apis-role', 'change24h-is-computed', 'ledger', 'ledger-1']);
  });

  it('finds a broken link, a broken anchor and a missing path in docs', () => {
    const text = [
      '# A',
      '[ok](money.md#ledger-1) [gone](missing.md) [bad anchor](money.md#returns) [own](#a) [own bad](#b)',
      'See `api/src/server.ts` and `api/src/gone.ts`, not `api/test/*.test.ts` or [the web](https://example.com).',
      '```',
      '[inside a code block](nowhere.md)',
      '```',
    ].join('\n');
    expect(format(checkMarkdown('docs/a.md', text, planted))).toBe(
      [
        'docs/a.md:2: link docs/missing.md: no such file',
        'docs/a.md:2: link docs/money.md#returns: no heading with that anchor',
        'docs/a.md:2: #b: no heading with that anchor',
        'docs/a.md:3: names api/src/gone.ts: no such file',
      ].join('\n'),
    );
  });

  it('finds comments naming missing files or the outside design files, and ignores code', () => {
    const text = [
      '/** Rules in docs/money.md#ledger and api/src/server.ts. */',
      "const path = 'api/src/not-a-comment.ts';",
      '// See docs/gone.md, and API.md "Realtime".',
      '/* docs/money.md#nope; ../shared/DESIGN.md */',
      "const url = 'http://localhost/docs/gone.md';",
      '/** Bulk lists (admin spec §9). */',
    ].join('\n');
    expect(format(checkSourceComments('api/src/x.ts', text, planted))).toBe(
      [
        'api/src/x.ts:3: names API.md, which is not in the repository (see docs/)',
        'api/src/x.ts:3: names docs/gone.md: no such file',
        'api/src/x.ts:4: names ../shared, which is not in the repository (see docs/)',
        'api/src/x.ts:4: names docs/money.md#nope: no heading with that anchor',
        'api/src/x.ts:6: names admin spec, which is not in the repository (see docs/)',
      ].join('\n'),
    );
  });
});
