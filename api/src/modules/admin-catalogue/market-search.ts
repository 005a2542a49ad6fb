import { AppError, type AssetType, isAppError, type MarketSearchResult } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { MarketCandidateData } from '../../market-data/provider.js';
import { listedSymbolKeys } from './repo.js';

/** docs/product/admin-console.md#constants-and-limits: at most 10 candidates per source, 20 together. */
export const searchLimitPerSource = 10;
const sources: readonly AssetType[] = ['crypto', 'stock'];

/** A source's failure as an AppError (an unexpected one is logged and reported as an API error). */
function asAppError(ctx: AppContext, type: AssetType, error: unknown): AppError {
  if (isAppError(error)) return error;
  ctx.log.warn({ err: error, source: type }, 'market-data search failed');
  return new AppError('MARKET_DATA_ERROR');
}

/** One source's hits: its own type, uppercase symbols, each symbol once, at most 10. */
function tidy(
  type: AssetType,
  hits: readonly MarketCandidateData[],
): { symbol: string; name: string; type: AssetType }[] {
  const seen = new Set<string>();
  const kept: { symbol: string; name: string; type: AssetType }[] = [];
  for (const hit of hits) {
    const symbol = hit.symbol.trim().toUpperCase();
    if (!symbol || seen.has(symbol)) continue;
    seen.add(symbol);
    kept.push({ symbol, name: hit.name.trim() || symbol, type });
    if (kept.length === searchLimitPerSource) break;
  }
  return kept;
}

/**
 * The Add Asset modal's search over both sources at once. `exists` says whether the catalogue
 * already lists that symbol with that type. When one source fails, the other's candidates are
 * still returned and the failed one is named in `unavailable`; when both fail, the crypto
 * source's error is the answer.
 */
export async function searchMarket(ctx: AppContext, q: string): Promise<MarketSearchResult> {
  const outcomes = await Promise.allSettled(
    sources.map((type) => ctx.marketData[type].search(q, searchLimitPerSource)),
  );
  const candidates: { symbol: string; name: string; type: AssetType }[] = [];
  const errors: { type: AssetType; error: AppError }[] = [];
  outcomes.forEach((outcome, index) => {
    const type = sources[index] as AssetType;
    if (outcome.status === 'fulfilled') candidates.push(...tidy(type, outcome.value));
    else errors.push({ type, error: asAppError(ctx, type, outcome.reason) });
  });
  const [first] = errors;
  if (first && errors.length === sources.length) throw first.error;
  const listed = await listedSymbolKeys(
    ctx.knex,
    candidates.map((candidate) => candidate.symbol),
  );
  return {
    items: candidates.map((candidate) => ({
      ...candidate,
      exists: listed.has(`${candidate.type}:${candidate.symbol}`),
    })),
    unavailable: errors.map(({ type, error }) => ({ type, code: error.code, message: error.message })),
  };
}
