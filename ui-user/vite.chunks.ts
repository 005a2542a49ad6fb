import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never) => unknown>
>[1];

/**
 * Core's public indexes, which only re-export. Walking through one would put the whole of core in
 * the closure of whoever imports a single name from it: the SDK's chunk carried every schema and
 * zod with them, and evaluated them on every start-up. What is imported through
 * a barrel is left to Rolldown, which places what tree-shaking keeps by who really uses it
 * (docs/decisions/0026-dashboard-first-load.md). ui-kit's index is walked: its components are
 * small and the shell uses most of them; what would pull zod in lives in its own entry (chat).
 */
const isBarrel = (id: string) => /[\\/]core[\\/]src[\\/](.+[\\/])?index\.ts$/.test(id);

interface StartChunkOptions {
  /** The app's entry module (main.tsx): what it imports statically stays in its own chunk. */
  entry: string;
  /** The offline page's entry: it shares the SDK with the app, and nothing else. */
  offline: string;
  /** What main.tsx imports to start the app (see there), evaluated after the entry. */
  start: string;
}

/**
 * The chunks a first load fetches, few and whole. A phone pays a round trip per file (Lighthouse
 * models six connections at 150 ms), so forty small shared chunks cost more than their bytes.
 * Beside the entry's own chunk: React DOM; the SDK with the core it reads (shared with the
 * offline page); the app's shell with the rest of what it imports statically; the forms' library
 * (react-hook-form and its resolvers, which import no zod), which every form screen shares. The
 * screens, and the schemas their checks use, split as Rolldown sees fit and load when opened: the
 * sign-in form fetches zod only when first used (lazyResolver in ui-kit).
 */
export function startChunks({ entry, offline, start }: StartChunkOptions): Rolldown.CodeSplittingOptions {
  const closures = new Map<string, Set<string>>();
  const closureOf = (root: string, ctx: ChunkingContext) => {
    let closure = closures.get(root);
    if (!closure) {
      closure = new Set();
      const pending = [root];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        if (isBarrel(id)) continue;
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      closures.set(root, closure);
    }
    return closure;
  };
  return {
    // Exactly the modules named below: a group must not pull the entry's modules in after them,
    // or the entry would wait for (and evaluate) the group.
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'start chunks',
        name(id, ctx) {
          if (id === offline || closureOf(entry, ctx).has(id)) return null;
          // What something imports lazily (the realtime contract's schemas) stays lazy; what main.tsx
          // imports to start (React DOM's client, the shell's start) is fetched with the page anyway.
          if (ctx.getModuleInfo(id)?.dynamicImporters.some((importer) => importer !== entry)) return null;
          if (/node_modules[\\/](react-dom|scheduler)[\\/]/.test(id)) return 'react-dom';
          if (closureOf(offline, ctx).has(id)) return 'sdk';
          if (closureOf(start, ctx).has(id)) return 'shell';
          if (/node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
          return null;
        },
      },
    ],
  };
}
