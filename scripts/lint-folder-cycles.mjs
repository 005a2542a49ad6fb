/**
 * `npm run lint`: refuses a cycle between the folders of api/src. Each top folder (http, db,
 * realtime...) and each module (modules/<name>) is one node; a file importing another folder's
 * file is an edge. A cycle means neither folder can be read, tested or moved without the other,
 * so the layers of docs/architecture.md hold only while there is none. Exits 1 naming each cycle
 * and the imports that close it. File-level cycles inside one folder are allowed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `api/src/modules/wallet/withdrawals.ts` → `modules/wallet`; `api/src/http/route.ts` → `http`. A file at the
 * root of api/src (config.ts, server.ts) is a node of its own: the root holds both the lowest
 * plumbing (the clock, the config) and the top that wires everything (the server).
 */
export function folderOf(path) {
  const match = /^api\/src\/(modules\/[^/]+|[^/]+(?=\/)|[^/]+$)/.exec(path);
  return match ? match[1] : null;
}

/** Strongly connected components of more than one node (Tarjan). */
export function cyclesOf(edges) {
  const graph = new Map();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from).add(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

function importsOfApi() {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'depcruise'),
    ['api/src', '--config', '.dependency-cruiser.cjs', '--exclude', '\\.test\\.ts$', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
  );
  // The rules' own violations are the other lint's to report; here only the graph matters.
  if (!result.stdout.startsWith('{')) throw new Error(`depcruise failed: ${result.stderr}`);
  const imports = [];
  for (const module of JSON.parse(result.stdout).modules) {
    for (const dependency of module.dependencies) imports.push([module.source, dependency.resolved]);
  }
  return imports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const byEdge = new Map();
  for (const [from, to] of importsOfApi()) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!a || !b || a === b) continue;
    const key = `${a} -> ${b}`;
    byEdge.set(key, [...(byEdge.get(key) ?? []), `${from} -> ${to}`]);
  }
  const edges = [...byEdge.keys()].map((key) => key.split(' -> '));
  const cycles = cyclesOf(edges);
  for (const cycle of cycles) {
    console.error(`api/src folders in a cycle: ${cycle.join(', ')}`);
    for (const [from, to] of edges) {
      if (cycle.includes(from) && cycle.includes(to)) {
        for (const line of byEdge.get(`${from} -> ${to}`)) console.error(`  ${line}`);
      }
    }
  }
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
