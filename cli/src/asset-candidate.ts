import type { AssetType } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { canPrompt, requireChoice, requireValue } from './ask.js';
import { UsageError } from './errors.js';
import { pickOne } from './pick.js';

/**
 * The name and type of a symbol the flags left out, from the market-data search: the one
 * exact match, or a choice on a terminal; without a terminal an unclear answer is a usage error.
 */
export async function describeCandidate(
  client: () => TradesimClient,
  symbol: string,
  given: { name?: string; type?: AssetType },
): Promise<{ name: string; type: AssetType }> {
  const wanted = symbol.trim().toUpperCase();
  const { items } = await client().admin.assets.search(wanted);
  const matches = items.filter(
    (item) => item.symbol.toUpperCase() === wanted && (given.type === undefined || item.type === given.type),
  );
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) return { name: given.name ?? only.name, type: only.type };
  if (!canPrompt()) {
    throw new UsageError(
      matches.length === 0
        ? `The market data does not know ${wanted}: pass --name and --type.`
        : `${wanted} is both a crypto and a stock: pass --type crypto|stock.`,
    );
  }
  if (matches.length > 1) {
    const type = (await pickOne(
      `${wanted} is listed as`,
      matches.map((item) => ({ value: item.type, name: `${item.type}: ${item.name}` })),
      '',
    )) as AssetType;
    const match = matches.find((item) => item.type === type);
    return { name: given.name ?? match?.name ?? wanted, type };
  }
  const type =
    given.type ??
    (await requireChoice(undefined, ['crypto', 'stock'] as const, { flag: '--type', message: 'Type' }));
  const name = given.name ?? (await requireValue(undefined, { flag: '--name <name>', message: 'Name' }));
  return { name, type };
}
