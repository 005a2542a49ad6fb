import { describe, expect, it } from 'vitest';
import {
  checkDecisionIndex,
  checkIssueNumbers,
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

describe('issue numbers in the docs', () => {
  it('README.md and docs/ (but the benchmarks history) cite no issue numbers', () => {
    const prose = markdown.filter((file) => file === 'README.md' || file.startsWith('docs/'));
    expect(prose).toEqual(expect.arrayContaining(['README.md', 'docs/decisions/README.md']));
    const problems = prose.flatMap((file) => checkIssueNumbers(file, diskRepo.read(file)));
    expect(format(problems)).toBe('');
  });
});

describe('the decision records', () => {
  it('are all in the index, and each main file the index names points back at its record', () => {
    const records = listFiles((path) => /^docs\/decisions\/\d{4}-.*\.md$/.test(path)).map((path) =>
      path.slice('docs/decisions/'.length),
    );
    expect(records.length).toBeGreaterThan(10);
    const problems = checkDecisionIndex(records, diskRepo.read('docs/decisions/README.md'));
    expect(format(problems)).toBe('');
  });
});

describe('paths in source comments', () => {
  it('every repository file a comment names exists; none names the old outside design files or an issue', () => {
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
      '// The audit log (issue 6), colour #000000.',
    ].join('\n');
    expect(format(checkSourceComments('api/src/x.ts', text, planted))).toBe(
      [
        'api/src/x.ts:3: names API.md, which is not in the repository (see docs/)',
        'api/src/x.ts:3: names docs/gone.md: no such file',
        'api/src/x.ts:4: names ../shared, which is not in the repository (see docs/)',
        'api/src/x.ts:4: names docs/money.md#nope: no heading with that anchor',
        'api/src/x.ts:6: names admin spec, which is not in the repository (see docs/)',
        'api/src/x.ts:7: cites "issue 6": say why the code is as it is, not which issue changed it',
      ].join('\n'),
    );
  });

  it('refuses issue numbers in prose, but not anchors, code or the benchmarks history', () => {
    const text = [
      '# A',
      'The user app (issue 5) and the console (Issue #6).',
      'Money flows (issues 3, 15, 16, 18), fixed in (#12) and PR #31.',
      '[the history](benchmarks-history.md#2026-11-27-the-checks-issue-17), `#000000`, &#39;, 12 issues',
      '```',
      'issue 99 in a code block',
      '```',
    ].join('\n');
    expect(format(checkIssueNumbers('docs/a.md', text))).toBe(
      [
        'docs/a.md:2: cites "issue 5": say what the code does and why, not which issue changed it',
        'docs/a.md:2: cites "Issue #6": say what the code does and why, not which issue changed it',
        'docs/a.md:3: cites "issues 3": say what the code does and why, not which issue changed it',
        'docs/a.md:3: cites "#12": say what the code does and why, not which issue changed it',
        'docs/a.md:3: cites "#31": say what the code does and why, not which issue changed it',
      ].join('\n'),
    );
    expect(checkIssueNumbers('docs/benchmarks-history.md', text)).toEqual([]);
  });

  it('finds a record missing from the index, and a main file that does not point back', () => {
    const files: Repo = {
      exists: (path) => ['api/src/a.ts', 'api/src/b.ts'].includes(path),
      read: (path) => (path === 'api/src/a.ts' ? '// Why: docs/decisions/0001-a.md\n' : '// nothing\n'),
    };
    const index = [
      '| # | topic | governs (main file) |',
      '| --- | --- | --- |',
      '| [0001](0001-a.md) | A | `api/src/a.ts` |',
      '| [0002](0002-b.md) | B | `api/src/b.ts` |',
      '| [0003](0003-c.md) | C | `api/src/gone.ts` |',
    ].join('\n');
    expect(
      format(checkDecisionIndex(['0001-a.md', '0002-b.md', '0003-c.md', '0004-d.md'], index, files)),
    ).toBe(
      [
        'docs/decisions/README.md:4: api/src/b.ts does not point back at docs/decisions/0002-b.md',
        'docs/decisions/README.md:5: api/src/gone.ts: no such file',
        'docs/decisions/README.md:1: 0004-d.md is not in the index',
      ].join('\n'),
    );
  });
});
