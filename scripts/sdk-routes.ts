/**
 * Renders sdk/src/generated/routes.ts: the SDK's route table, one entry per contract of
 * core/src/contract, with the contract's type attached, and the realtime socket's path (the one
 * place the SDK reads it from). `npm run generate` writes it and scripts/test/sdk-routes.test.ts
 * fails when it is out of date.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  type ContractTree,
  contract,
  isRouteContract,
  type RouteContract,
  realtimePath,
} from '../core/src/contract/index.js';

function kindOf(route: RouteContract): string {
  if (route.produces) return 'raw';
  return route.idempotent ? 'keyed' : 'json';
}

function renderTree(tree: ContractTree, path: string[], indent: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = [...path, key];
    if (!isRouteContract(value)) {
      return [`${indent}${key}: {`, ...renderTree(value, here, `${indent}  `), `${indent}},`];
    }
    const type = `Contract${here.map((name) => `['${name}']`).join('')}`;
    const args = [value.method, value.path, value.auth, kindOf(value)].map((arg) => `'${arg}'`).join(', ');
    return [`${indent}${key}: route<${type}>(${args}),`];
  });
}

const root = join(import.meta.dirname, '..');
export const sdkRoutesFile = join(root, 'sdk', 'src', 'generated', 'routes.ts');

/** Formatted as Biome formats the rest, so the lint passes over it like any file. */
function format(text: string): string {
  const biome = spawnSync(
    join(root, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${sdkRoutesFile}`],
    {
      input: text,
      encoding: 'utf8',
    },
  );
  if (biome.status !== 0) throw new Error(`biome format failed: ${biome.stderr}`);
  return biome.stdout;
}

export function renderSdkRoutes(): string {
  return format(
    [
      '// Generated from core/src/contract by `npm run generate`: do not edit.',
      "import type { Contract } from '@tradesim/core/contract';",
      "import { route } from '../route-ref.js';",
      '',
      'export const routes = {',
      ...renderTree(contract, [], '  '),
      '};',
      '',
      '/** Where the realtime WebSocket is opened (core/src/contract/realtime.ts). */',
      `export const realtimePath = '${realtimePath}';`,
      '',
    ].join('\n'),
  );
}
