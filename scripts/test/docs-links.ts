/**
 * What docs-links.test.ts checks, as plain functions over text so the test can also show each
 * check failing on a planted mistake. Four kinds of drift:
 * - a Markdown link (or a repository path in `code`) in the docs that leads nowhere;
 * - a source comment naming a repository file that is not in the repository (the design files
 *   used to live outside it, where a clone could not follow them);
 * - an issue number in README.md or docs/, where only what the code does and why belongs;
 * - a decision record missing from its index, or whose main file does not point back at it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');

const skipDirs = new Set([
  'node_modules',
  'dist',
  '.git',
  '.scratch',
  '.data',
  '.tmp',
  'coverage',
  'test-results',
]);

/** Every file under `dir` (repository-relative paths) whose name passes `keep`. */
export function listFiles(keep: (path: string) => boolean, dir = root): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...listFiles(keep, path));
    else if (keep(relative(root, path))) found.push(relative(root, path));
  }
  return found;
}

/** GitHub's heading anchors for a Markdown text: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Fenced code blocks blanked out (line count kept), so examples in them are not checked. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The anchors of a Markdown file, read once per repository view. */
const anchorCache = new WeakMap<Repo, Map<string, Set<string>>>();
function anchorsOf(path: string, repo: Repo): Set<string> {
  let byPath = anchorCache.get(repo);
  if (!byPath) {
    byPath = new Map();
    anchorCache.set(repo, byPath);
  }
  let anchors = byPath.get(path);
  if (!anchors) {
    anchors = headingAnchors(repo.read(path));
    byPath.set(path, anchors);
  }
  return anchors;
}

export interface Repo {
  exists(path: string): boolean;
  read(path: string): string;
}

export const diskRepo: Repo = {
  exists: (path) => existsSync(join(root, path)),
  read: (path) => readFileSync(join(root, path), 'utf8'),
};

/** Checks `target` (repository-relative, maybe with #anchor) and says what is wrong, if anything. */
function checkTarget(target: string, repo: Repo): string | null {
  const [path = '', anchor] = target.split('#');
  if (path.startsWith('..')) return `${target} is outside the repository`;
  // Build output (`ui-user/dist`) is named on purpose and made by the build, not kept in git.
  if (/(^|\/)dist(\/|$)/.test(path)) return null;
  if (!repo.exists(path)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (extname(path) !== '.md') return null;
  return anchorsOf(path, repo).has(anchor) ? null : `${target}: no heading with that anchor`;
}

/**
 * (a) Relative links of one Markdown file, and repository paths it names in `code`, must lead
 * somewhere: the file exists, and an `#anchor` names one of its headings.
 */
export function checkMarkdown(file: string, text: string, repo: Repo = diskRepo): Problem[] {
  const problems: Problem[] = [];
  const body = withoutCodeBlocks(text);
  const ownAnchors = headingAnchors(text);
  for (const match of body.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
    const line = lineOf(body, match.index);
    if (target.startsWith('#')) {
      if (!ownAnchors.has(target.slice(1)))
        problems.push({ file, line, message: `${target}: no heading with that anchor` });
      continue;
    }
    const [path = '', anchor] = target.split('#');
    const resolved = relative(root, resolve(root, dirname(file), decodeURIComponent(path)));
    const message = checkTarget(anchor === undefined ? resolved : `${resolved}#${anchor}`, repo);
    if (message) problems.push({ file, line, message: `link ${message}` });
  }
  for (const match of body.matchAll(/`([^`\n]+)`/g)) {
    for (const path of repoPaths(match[1] ?? '')) {
      const message = checkTarget(path, repo);
      if (message) problems.push({ file, line: lineOf(body, match.index), message: `names ${message}` });
    }
  }
  return problems;
}

const topDirs = 'docs|api|core|sdk|cli|ui-kit|ui-user|ui-admin|migrations|scripts|e2e-support';
const pathPattern = new RegExp(String.raw`(?<![\w./@-])(?:${topDirs})/[\w./@#-]*[\w/]`, 'g');

/** Repository paths named in a text (globs and placeholders like `<area>` are not paths). */
export function repoPaths(text: string): string[] {
  const paths: string[] = [];
  for (const match of text.matchAll(pathPattern)) {
    if (!isPattern(text, match.index, match[0])) paths.push(match[0]);
  }
  return paths;
}

/** A glob (`api/test/*.test.ts`) or a template (`modules/<area>/`) rather than a path. */
function isPattern(text: string, index: number, path: string): boolean {
  return /^[\w.-]*[*<{$]/.test(text.slice(index + path.length));
}

/** The comments of a source file, by its kind; a Markdown file outside docs/ counts as all comment. */
export function commentsOf(file: string, text: string): { text: string; index: number }[] {
  const ext = extname(file);
  const found: { text: string; index: number }[] = [];
  const collect = (pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) found.push({ text: match[0], index: match.index });
  };
  if (ext === '.md') return [{ text, index: 0 }];
  if (ext === '.sql') collect(/--[^\n]*/g);
  if (ext === '.yaml' || ext === '.yml' || file.endsWith('.ci/run')) collect(/(?:^|\s)#[^\n]*/g);
  if (ext === '.html') collect(/<!--[\s\S]*?-->/g);
  if (['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.json', '.jsonc'].includes(ext)) {
    collect(/\/\*[\s\S]*?\*\//g);
    // A line comment: `//` not preceded by `:` (a URL in a string).
    if (ext !== '.css') collect(/(?<![:\w'"`])\/\/[^\n]*/g);
  }
  return found;
}

/** Names of the design files that used to live outside the repository, by file name or by what they were called. */
const outsideNames =
  /(?<![\w/.-])(?:API\.md|DESIGN\.md|user-app\.md|admin-back-office\.md)|\.\.\/shared\b|\b(?:[Uu]ser|[Aa]dmin) spec\b/g;

/**
 * (b) A source comment may name a repository file only if it exists (and, for a Markdown anchor,
 * only if the heading does); the bare names of the old outside design files are refused outright,
 * and so are issue numbers in code comments.
 */
export function checkSourceComments(file: string, text: string, repo: Repo = diskRepo): Problem[] {
  const problems: Problem[] = [];
  for (const comment of commentsOf(file, text)) {
    for (const match of comment.text.matchAll(outsideNames)) {
      problems.push({
        file,
        line: lineOf(text, comment.index + match.index),
        message: `names ${match[0]}, which is not in the repository (see docs/)`,
      });
    }
    for (const match of comment.text.matchAll(pathPattern)) {
      if (isPattern(comment.text, match.index, match[0])) continue;
      const message = checkTarget(match[0], repo);
      if (message)
        problems.push({ file, line: lineOf(text, comment.index + match.index), message: `names ${message}` });
    }
    if (!scriptFile.test(file)) continue;
    for (const match of comment.text.matchAll(issueNumber)) {
      problems.push({
        file,
        line: lineOf(text, comment.index + match.index),
        message: `cites "${match[0]}": say why the code is as it is, not which issue changed it`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Code comments, where an "issue 12" is work history (a bare "#12" may be a colour or an id). */
const scriptFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const issueNumber = /\bissues?\s*#?\d+/gi;

/**
 * Issue numbers in prose: "issue 12", "issues 3, 15", "Issue #7", and a bare "#12" reference
 * ("(#12)", "PR #12"). A heading's anchor that starts with digits (`#2026-11-27-…`) and text in
 * code are not references. The docs describe the code as it is; which issue or session changed
 * it belongs to git and to docs/benchmarks-history.md, the one file exempt.
 */
const issueReference = /\bissues?\s*#?\d+|(?<![\w&#/-])#\d+\b(?![\w-])/gi;

/** Markdown files that may name issues: the benchmarks' diary. */
export const mayNameIssues = new Set(['docs/benchmarks-history.md']);

/** (c) README.md and docs/ must not cite issue numbers (work history lives in git). */
export function checkIssueNumbers(file: string, text: string): Problem[] {
  if (mayNameIssues.has(file)) return [];
  const prose = withoutCodeBlocks(text).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  return [...prose.matchAll(issueReference)].map((match) => ({
    file,
    line: lineOf(prose, match.index),
    message: `cites "${match[0]}": say what the code does and why, not which issue changed it`,
  }));
}

/**
 * (d) The decision records' index (docs/decisions/README.md) lists every record with the main
 * file it governs, and that file points back at the record in a comment.
 */
export function checkDecisionIndex(
  records: readonly string[],
  index: string,
  repo: Repo = diskRepo,
): Problem[] {
  const file = 'docs/decisions/README.md';
  const problems: Problem[] = [];
  const listed = new Set<string>();
  for (const match of index.matchAll(
    /^\|\s*\[\d{4}\]\(([\w.-]+\.md)\)\s*\|[^|\n]*\|\s*`([^`]+)`\s*\|\s*$/gm,
  )) {
    const [, record = '', main = ''] = match;
    listed.add(record);
    const line = lineOf(index, match.index);
    if (!repo.exists(main)) problems.push({ file, line, message: `${main}: no such file` });
    else if (!repo.read(main).includes(`docs/decisions/${record}`))
      problems.push({ file, line, message: `${main} does not point back at docs/decisions/${record}` });
  }
  for (const record of records) {
    if (!listed.has(record)) problems.push({ file, line: 1, message: `${record} is not in the index` });
  }
  return problems;
}

export const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql|ya?ml|json|jsonc|html)$/;

export function format(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}
