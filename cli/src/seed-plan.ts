import { createAssetRequestSchema, createDurationRequestSchema } from '@tradesim/core';
import { UsageError } from './errors.js';
import type { SchemaLike } from './parse.js';

type Parsed<S> = S extends SchemaLike<infer T> ? T : never;
export type AssetSeed = Parsed<typeof createAssetRequestSchema>;
export type DurationSeed = Parsed<typeof createDurationRequestSchema>;

export interface SeedFile {
  assets: AssetSeed[];
  durations: DurationSeed[];
}

/** The demo ladder (the same terms as the server's demo seed): longer periods cap higher returns. */
export const defaultDurations: DurationSeed[] = [
  { label: '5 hours', hours: 5, maxReturnPercent: '2.5', isActive: true },
  { label: '24 hours', hours: 24, maxReturnPercent: '5', isActive: true },
  { label: '7 days', hours: 168, maxReturnPercent: '12', isActive: true },
  { label: '30 days', hours: 720, maxReturnPercent: '30', isActive: true },
];

function parseList<T>(value: unknown, key: string, schema: SchemaLike<T>, problems: string[]): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${key}: must be a list`);
    return [];
  }
  return value.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    for (const issue of result.error.issues) {
      problems.push(
        `${key}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`,
      );
    }
    return [];
  });
}

/**
 * A seed file: `{"assets": [{symbol, name, type, icon?, price?}], "durations": [{label, hours,
 * maxReturnPercent, isActive?}]}`, each entry checked by the schema the server uses. Every
 * problem is reported at once, as a usage error, before anything is sent.
 */
export function parseSeedFile(text: string, name: string): SeedFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${name} must hold an object with "assets" and/or "durations" lists.`);
  }
  const { assets, durations, ...rest } = value as Record<string, unknown>;
  const problems = Object.keys(rest).map((key) => `${key}: unknown key (use "assets" and "durations")`);
  const file = {
    assets: parseList(assets, 'assets', createAssetRequestSchema, problems),
    durations: parseList(durations, 'durations', createDurationRequestSchema, problems),
  };
  if (problems.length > 0) throw new UsageError(`${name} has problems:\n  ${problems.join('\n  ')}`);
  return file;
}

const assetKey = (asset: { symbol: string; type: string }) => `${asset.type}:${asset.symbol.toUpperCase()}`;
const labelKey = (duration: { label: string }) => duration.label.trim().toLowerCase();

/** Splits what a seed wants into what to add and what is already there (or repeated). */
function plan<T, E>(wanted: readonly T[], existing: readonly E[], key: (item: T | E) => string) {
  const seen = new Set(existing.map(key));
  const toAdd: T[] = [];
  const skipped: T[] = [];
  for (const item of wanted) {
    const id = key(item);
    if (seen.has(id)) skipped.push(item);
    else {
      seen.add(id);
      toAdd.push(item);
    }
  }
  return { toAdd, skipped };
}

/** An asset is there when its symbol is listed with the same type (docs/product/admin-console.md#validation-rules, bulk add). */
export function planAssets(
  wanted: readonly AssetSeed[],
  existing: readonly { symbol: string; type: string }[],
) {
  return plan(wanted, existing, assetKey);
}

/** A duration is there when one has the same label (ignoring case and surrounding spaces). */
export function planDurations(wanted: readonly DurationSeed[], existing: readonly { label: string }[]) {
  return plan(wanted, existing, labelKey);
}
