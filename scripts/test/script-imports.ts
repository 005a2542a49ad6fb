/**
 * What script-imports.test.ts checks, as plain functions over text so the test can also show the
 * check failing on planted mistakes. The benchmarks and other scripts load the workspaces' built
 * modules by path (`join(root, 'api', 'dist', 'src', 'jobs', 'settle-matured.js')`) or their
 * sources (`../api/src/routes.js`), which no type checker follows: a refactor that moves or
 * deletes such a module leaves the script broken until someone runs it. Here every such path is
 * mapped to the source file it is built from (`api/dist/src/<path>.js` → `api/src/<path>.ts`, by the
 * package's tsconfig `rootDir` and `outDir`), which must exist. A path built in a way this
 * cannot read (a variable in the middle of a `join`, an `import()` of a computed name) is a
 * problem too: it must be spelt out, so the check never passes by not seeing a path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';
import { type Problem, root } from './docs-links.js';

/** How a workspace is built: tsc mirrors `rootDir` into `outDir`; the apps are bundled by Vite. */
export interface Workspace {
  name: string;
  /** Set for a workspace tsc builds: `dist/<path>.js` comes from `<rootDir>/<path>.ts`. */
  tsc: { rootDir: string; outDir: string } | null;
}

export interface Files {
  exists(path: string): boolean;
}

const diskFiles: Files = { exists: (path) => existsSync(join(root, path)) };

/** The workspaces of the root package.json, each with its tsconfig's rootDir and outDir. */
export function readWorkspaces(): Workspace[] {
  const names: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return names.map((name) => {
    const path = join(root, name, 'tsconfig.json');
    const options = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).compilerOptions : undefined;
    const outDir: string | undefined = options?.outDir;
    const tsc = outDir ? { rootDir: options.rootDir ?? '.', outDir } : null;
    return { name, tsc };
  });
}

/** What stands for a template literal's `${…}` in its value. */
const hole = '<…>';

interface StringToken {
  start: number;
  end: number;
  value: string;
  /** A template literal with `${…}` in it: its value is not known. */
  dynamic: boolean;
}

/**
 * The text with comments and the contents of strings blanked (line breaks kept, so offsets and
 * line numbers stay), and the string literals found. Regular expression literals are told from
 * division by what precedes the slash, as a JavaScript tokenizer does.
 */
export function tokenize(text: string): { code: string; strings: StringToken[] } {
  const out = text.split('');
  const strings: StringToken[] = [];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  let lastSignificant = '';
  let lastWord = '';
  // Brace depth of each template literal's `${` we are inside, innermost last.
  const templateDepths: number[] = [];
  // The template literals whose `${…}` we are inside, innermost last.
  const openTemplates: StringToken[] = [];
  let depth = 0;

  const readQuoted = (quote: string): void => {
    const start = i;
    let value = '';
    i++;
    while (i < text.length && text[i] !== quote && text[i] !== '\n') {
      if (text[i] === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
      } else value += text[i++];
    }
    i++;
    strings.push({ start, end: i, value, dynamic: false });
    blank(start + 1, i - 1);
  };

  // A template literal from `start` (its backtick, or the `}` closing an interpolation) to its end
  // or its next `${`.
  const readTemplate = (start: number, token: StringToken): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') {
        token.value += text[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        i++;
        blank(start + 1, i - 1);
        token.end = i;
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        blank(start + 1, i);
        token.dynamic = true;
        token.value += hole;
        i += 2;
        templateDepths.push(depth);
        depth++;
        openTemplates.push(token);
        return;
      } else {
        token.value += c;
        i++;
      }
    }
  };
  const regexCanStart = () =>
    lastSignificant === '' ||
    '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant) ||
    [
      'return',
      'typeof',
      'case',
      'do',
      'else',
      'in',
      'of',
      'new',
      'delete',
      'void',
      'throw',
      'yield',
      'await',
    ].includes(lastWord);

  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && regexCanStart()) {
      const start = i;
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n') {
        if (text[i] === '\\') i += 2;
        else if (text[i] === '/' && !inClass) break;
        else {
          if (text[i] === '[') inClass = true;
          if (text[i] === ']') inClass = false;
          i++;
        }
      }
      i++;
      blank(start + 1, i - 1);
      lastSignificant = '/';
      lastWord = '';
    } else if (c === '"' || c === "'") {
      readQuoted(c);
      lastSignificant = c;
      lastWord = '';
    } else if (c === '`') {
      const token: StringToken = { start: i, end: i, value: '', dynamic: false };
      strings.push(token);
      i++;
      readTemplate(token.start, token);
      lastSignificant = '`';
      lastWord = '';
    } else if (
      c === '}' &&
      templateDepths.length > 0 &&
      depth - 1 === templateDepths[templateDepths.length - 1]
    ) {
      templateDepths.pop();
      depth--;
      const token = openTemplates.pop() as StringToken;
      const start = i;
      i++;
      readTemplate(start, token);
      lastSignificant = '`';
      lastWord = '';
    } else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      if (/\S/.test(c)) {
        if (/[\w$]/.test(c)) {
          const word = /^[\w$]+/.exec(text.slice(i))?.[0] ?? c;
          lastWord = word;
          lastSignificant = 'w';
          i += word.length;
          continue;
        }
        lastSignificant = c;
        lastWord = '';
      }
      i++;
    }
  }
  return { code: out.join(''), strings: strings.sort((a, b) => a.start - b.start) };
}

/** Where a reference to a module or a package path is, and what it resolved to. */
export interface Reference {
  file: string;
  line: number;
  /** Repository-relative path, or null when the text could not be resolved. */
  path: string | null;
  text: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The top-level arguments of the call whose `(` is at `open`, as [start, end) ranges; and the `)`. */
function callArguments(code: string, open: number): { args: [number, number][]; close: number } {
  const args: [number, number][] = [];
  let level = 0;
  let start = open + 1;
  for (let k = open; k < code.length; k++) {
    const c = code[k];
    if (c === '(' || c === '[' || c === '{') level++;
    else if (c === ')' || c === ']' || c === '}') {
      level--;
      if (level === 0) {
        if (code.slice(start, k).trim() !== '') args.push([start, k]);
        return { args, close: k };
      }
    } else if (c === ',' && level === 1) {
      args.push([start, k]);
      start = k + 1;
    }
  }
  return { args, close: code.length };
}

/** The string literal that is the whole of `code[from, to)`, if it is one. */
function literalAt(code: string, strings: StringToken[], from: number, to: number): StringToken | null {
  const trimmedStart = from + (code.slice(from, to).length - code.slice(from, to).trimStart().length);
  const trimmedEnd = to - (code.slice(from, to).length - code.slice(from, to).trimEnd().length);
  return strings.find((s) => s.start === trimmedStart && s.end === trimmedEnd) ?? null;
}

const moduleFile = /\.(m|c)?[jt]sx?$/;

/**
 * The module and package paths a script names: static and dynamic imports of relative paths,
 * `join(…)`/`resolve(…)` calls that go into a workspace's `dist/` or `src/`, and string literals
 * naming `<workspace>/dist/…`. Bare package names (`knex`, `@tradesim/core`) are npm's business.
 */
export function findReferences(file: string, text: string, workspaces: readonly Workspace[]): Reference[] {
  const { code, strings } = tokenize(text);
  const found: Reference[] = [];
  // The strings import() and require() take: checked as module names, not again as text.
  const imported = new Set<StringToken>();
  const names = new Set(workspaces.map((w) => w.name));
  const add = (index: number, path: string | null, snippet: string) =>
    found.push({ file, line: lineOf(text, index), path, text: snippet.replace(/\s+/g, ' ').trim() });

  // import … from '…', export … from '…', import '…'.
  for (const match of code.matchAll(/\b(?:from|import)\s*(?=['"])/g)) {
    const token = strings.find((s) => s.start === match.index + match[0].length);
    if (token) relative(token, token.value);
  }
  // import(…) and require(…): a literal, a join (read below), or something this cannot read.
  for (const match of code.matchAll(/\b(import|require)\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const { args, close } = callArguments(code, open);
    const [first] = args;
    if (!first) continue;
    const token = literalAt(code, strings, first[0], first[1]);
    if (token) imported.add(token);
    if (token && !token.dynamic) relative(token, token.value);
    else if (!/^\s*(?:path\.)?(?:join|resolve)\s*\(/.test(code.slice(first[0], first[1])))
      add(match.index, null, text.slice(match.index, close + 1));
  }
  // join(…) and resolve(…) with a workspace's name among their literals.
  for (const match of code.matchAll(/\b(?:join|resolve)\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const { args, close } = callArguments(code, open);
    const snippet = text.slice(match.index, close + 1);
    const parts = args.map(([from, to]) => {
      const token = literalAt(code, strings, from, to);
      return token && !token.dynamic ? token.value : null;
    });
    const segments = parts.flatMap((part) => (part === null ? [null] : part.split('/').filter(Boolean)));
    const at = segments.findIndex((s) => s !== null && names.has(s));
    if (at === -1) {
      // No workspace named: a module file under some `dist/` is still a path this cannot check.
      const last = parts[parts.length - 1];
      if (segments.includes('dist') && last && moduleFile.test(last)) add(match.index, null, snippet);
      continue;
    }
    const rest = segments.slice(at);
    if (rest.length < 2 || (rest[1] !== 'dist' && rest[1] !== 'src')) continue;
    if (rest.includes(null)) add(match.index, bundled(rest) ? 'skip' : null, snippet);
    else add(match.index, rest.join('/'), snippet);
  }
  // '<workspace>/dist/…' inside any string (a process's command line, a template literal).
  const pattern = new RegExp(String.raw`(?:^|[/\s'"])((?:${[...names].join('|')})/dist/[^\s'"\`]*)`, 'g');
  for (const token of strings) {
    if (imported.has(token)) continue;
    for (const match of token.value.matchAll(pattern)) {
      const path = match[1] ?? '';
      const dynamic = path.includes(hole);
      add(token.start, dynamic ? (bundled(path.split('/')) ? 'skip' : null) : path, path);
    }
  }
  return found.filter((r) => r.path !== 'skip');

  function relative(token: StringToken, spec: string): void {
    if (!spec.startsWith('.')) return;
    add(token.start, posix.normalize(posix.join(dirname(file), spec)), spec);
  }
  // A Vite app's dist is a bundle with hashed names, not a mirror of its sources: nothing to map.
  function bundled(rest: readonly (string | null)[]): boolean {
    const workspace = workspaces.find((w) => w.name === rest[0]);
    return rest[1] === 'dist' && workspace !== undefined && workspace.tsc === null;
  }
}

/** The source file a path is built from (or is), if it exists; null when there is none. */
export function sourceOf(
  path: string,
  workspaces: readonly Workspace[],
  files: Files = diskFiles,
): string | null {
  const [name, ...rest] = path.split('/');
  const workspace = workspaces.find((w) => w.name === name);
  let candidate = path;
  if (workspace?.tsc) {
    const outDir = posix.normalize(workspace.tsc.outDir);
    const inner = rest.join('/');
    if (inner === outDir || inner.startsWith(`${outDir}/`)) {
      const below = inner.slice(outDir.length + 1);
      candidate = posix.normalize(posix.join(name ?? '', workspace.tsc.rootDir, below));
      if (below === '') return files.exists(candidate) ? candidate : null;
    }
  } else if (workspace && rest[0] === 'dist') return path;
  for (const option of sourceNames(candidate)) if (files.exists(normalize(option))) return option;
  return null;
}

/** A built or imported name and the sources it may come from: x.js from x.ts or x.tsx. */
function sourceNames(path: string): string[] {
  const swap = (from: RegExp, ...to: string[]) =>
    from.test(path) ? to.map((ext) => path.replace(from, ext)) : [];
  return [
    path,
    ...swap(/\.js$/, '.ts', '.tsx'),
    ...swap(/\.mjs$/, '.mts'),
    ...swap(/\.cjs$/, '.cts'),
    ...swap(/\.d\.ts$/, '.ts'),
  ];
}

/** Every reference of a script that is unreadable or leads to no source. */
export function checkScript(
  file: string,
  text: string,
  workspaces: readonly Workspace[],
  files: Files = diskFiles,
): Problem[] {
  const problems = findReferences(file, text, workspaces).flatMap((ref): Problem[] => {
    if (ref.path === null)
      return [
        {
          file,
          line: ref.line,
          message: `cannot resolve ${ref.text}: spell the path out in string literals, e.g. join(root, 'api', 'dist', 'src', 'x.js')`,
        },
      ];
    if (ref.path.startsWith('..'))
      return [{ file, line: ref.line, message: `${ref.text} is outside the repository` }];
    if (sourceOf(ref.path, workspaces, files)) return [];
    return [{ file, line: ref.line, message: `${ref.text}: no source module ${ref.path} is built from` }];
  });
  return problems.sort((a, b) => a.line - b.line);
}
