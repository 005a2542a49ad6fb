import { describe, expect, it } from 'vitest';
import { diskRepo, format, listFiles } from './docs-links.js';
import { checkScript, findReferences, readWorkspaces, tokenize, type Workspace } from './script-imports.js';

const workspaces = readWorkspaces();
// The scripts; this test's own file plants broken paths on purpose.
const scripts = listFiles(
  (path) =>
    path.startsWith('scripts/') &&
    /\.(mjs|cjs|js|ts)$/.test(path) &&
    path !== 'scripts/test/script-imports.test.ts',
);

describe('paths the scripts import', () => {
  it('every built module a script loads by path, and every source it imports, has its source file', () => {
    // The walk must find the benchmarks and their dist imports, or this would pass on nothing.
    expect(scripts).toEqual(expect.arrayContaining(['scripts/bench/settlement.mjs', 'scripts/bench.mjs']));
    const references = scripts.flatMap((file) => findReferences(file, diskRepo.read(file), workspaces));
    expect(references.filter((r) => r.path?.startsWith('api/dist/')).length).toBeGreaterThan(5);
    const problems = scripts.flatMap((file) => checkScript(file, diskRepo.read(file), workspaces));
    expect(format(problems)).toBe('');
  });
});

// The check itself, on planted paths: each must fail where it should.
const planted: Workspace[] = [
  { name: 'api', tsc: { rootDir: '.', outDir: 'dist' } },
  { name: 'core', tsc: { rootDir: 'src', outDir: 'dist' } },
  { name: 'ui-user', tsc: null },
];
const files = {
  exists: (path: string) =>
    ['api/src/jobs/settle.ts', 'core/src/index.ts', 'core/src', 'scripts/bench/server.mjs'].includes(path),
};

describe('the check', () => {
  it('maps dist paths to their sources by each workspace rootDir', () => {
    const text = [
      "const a = await import(join(root, 'api', 'dist', 'src', 'jobs', 'settle.js'));",
      "const b = await import(join(root, 'core', 'dist', 'index.js'));",
      "const c = join(root, 'core', 'src');",
      "import { x } from './server.mjs';",
      "spawn(node, [join(root, 'ui-user', 'dist', 'assets', file)]);",
    ].join('\n');
    expect(format(checkScript('scripts/bench/x.mjs', text, planted, files))).toBe('');
  });

  it('refuses a module that is gone, and a path it cannot read', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a script's template literal, as text
    const computed = '`../../api/dist/src/${name}.js`';
    const text = [
      "const a = await import(join(root, 'api', 'dist', 'src', 'jobs', 'gone.js'));",
      "// await import(join(root, 'api', 'dist', 'src', 'in-a-comment.js'));",
      "const b = (name) => import(join(root, 'api', 'dist', 'src', 'jobs', name));",
      `const c = await import(${computed});`,
      "if (command.includes('api/dist/src/main.js')) seconds++;",
      "import { y } from '../../core/src/missing.js';",
      'const d = await import(modulePath);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a script's template literal, as text
      'const e = `${root}/api/dist/src/${name}.js`;',
    ].join('\n');
    const spell = "spell the path out in string literals, e.g. join(root, 'api', 'dist', 'src', 'x.js')";
    expect(format(checkScript('scripts/bench/x.mjs', text, planted, files))).toBe(
      [
        "scripts/bench/x.mjs:1: join(root, 'api', 'dist', 'src', 'jobs', 'gone.js'): no source module api/dist/src/jobs/gone.js is built from",
        `scripts/bench/x.mjs:3: cannot resolve join(root, 'api', 'dist', 'src', 'jobs', name): ${spell}`,
        `scripts/bench/x.mjs:4: cannot resolve import(${computed}): ${spell}`,
        'scripts/bench/x.mjs:5: api/dist/src/main.js: no source module api/dist/src/main.js is built from',
        'scripts/bench/x.mjs:6: ../../core/src/missing.js: no source module core/src/missing.js is built from',
        `scripts/bench/x.mjs:7: cannot resolve import(modulePath): ${spell}`,
        `scripts/bench/x.mjs:8: cannot resolve api/dist/src/<…>.js: ${spell}`,
      ].join('\n'),
    );
  });

  it('reads strings, comments and regular expressions apart', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a script's template literal, as text
    const script = "const re = /['\"`]\\/\\//g; // join('api')\nconst s = `a${b('x')}c`; const t = 'd' / 2;";
    const { code, strings } = tokenize(script);
    expect(code).not.toContain('api');
    expect(strings.map((s) => s.value)).toEqual(['a<…>c', 'x', 'd']);
  });
});
