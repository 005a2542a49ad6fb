import {
  type AssetType,
  type Decimal,
  type Investment,
  returnPercentOf,
  sumMoney,
  toDecimal,
} from '@tradesim/core';

/** What the user holds of one asset: its open investments summed (exact decimals, never floats). */
export interface Holding {
  asset: Investment['asset'];
  /** How many open investments hold it. */
  investments: number;
  quantity: Decimal;
  invested: Decimal;
  value: Decimal;
  /** The simulated return so far: value less invested. */
  gain: Decimal;
  /** `gain` as a percent of `invested`. */
  gainPercent: Decimal;
}

/** The open investments grouped per asset, the largest value first (then by name). */
export function groupHoldings(investments: readonly Investment[]): Holding[] {
  const byAsset = new Map<string, Investment[]>();
  for (const investment of investments) {
    const group = byAsset.get(investment.asset.id) ?? [];
    group.push(investment);
    byAsset.set(investment.asset.id, group);
  }
  const holdings = [...byAsset.values()].map((group): Holding => {
    const invested = sumMoney(group.map((investment) => investment.amount));
    const gain = sumMoney(group.map((investment) => investment.currentReturn));
    return {
      // Every investment of the group names the same asset.
      asset: (group[0] as Investment).asset,
      investments: group.length,
      quantity: group.reduce((total, investment) => total.plus(investment.assetAmount), toDecimal(0)),
      invested,
      value: sumMoney(group.map((investment) => investment.currentValue)),
      gain,
      gainPercent: returnPercentOf(gain, invested),
    };
  });
  return holdings.sort(
    (a, b) => b.value.comparedTo(a.value) || a.asset.name.localeCompare(b.asset.name, 'en'),
  );
}

/** One share of the allocation: what it is, its value, and its whole percent for display. */
export interface AllocationSlice {
  key: string;
  label: string;
  value: Decimal;
  /** Whole percent; the slices' percents add up to exactly 100 (largest remainder). */
  percent: number;
  /** "62%"; "<1%" for a share that rounds to nothing; ">99%" beside such shares. */
  percentText: string;
}

/**
 * Whole percents of `parts` that add up to 100: each part gets the floor of its exact share,
 * and the points left go to the largest remainders (ties: the larger value, then the order
 * given). A part held but rounded to 0 % reads "<1%", and one rounded to 100 % beside it ">99%",
 * so no figure claims more precision than the whole numbers have.
 */
export function allocate(
  parts: readonly { key: string; label: string; value: Decimal }[],
): AllocationSlice[] {
  const total = sumMoney(parts.map((part) => part.value));
  if (total.lessThanOrEqualTo(0)) {
    return parts.map((part) => ({ ...part, percent: 0, percentText: '0%' }));
  }
  const shares = parts.map((part, index) => {
    const exact = part.value.times(100).dividedBy(total);
    const floor = exact.floor();
    return { index, value: part.value, percent: floor.toNumber(), remainder: exact.minus(floor) };
  });
  let left = 100 - shares.reduce((sum, share) => sum + share.percent, 0);
  const byRemainder = [...shares].sort(
    (a, b) => b.remainder.comparedTo(a.remainder) || b.value.comparedTo(a.value) || a.index - b.index,
  );
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.percent += 1;
    left -= 1;
  }
  const isTiny = (share: (typeof shares)[number]) => share.percent === 0 && share.value.greaterThan(0);
  const anyTiny = shares.some(isTiny);
  return parts.map((part, index) => {
    const percent = shares[index]?.percent ?? 0;
    let percentText = `${percent}%`;
    if (percent === 0 && part.value.greaterThan(0)) percentText = '<1%';
    else if (percent === 100 && anyTiny) percentText = '>99%';
    return { ...part, percent, percentText };
  });
}

/** Beyond this many assets, the smallest are summed into one "Other" slice. */
export const maxAssetSlices = 6;

/** The invested value by asset, largest first; past `maxAssetSlices`, the rest as "Other". */
export function allocationByAsset(holdings: readonly Holding[]): AllocationSlice[] {
  const sorted = [...holdings].sort((a, b) => b.value.comparedTo(a.value));
  const shown = sorted.length > maxAssetSlices ? sorted.slice(0, maxAssetSlices - 1) : sorted;
  const rest = sorted.slice(shown.length);
  const parts = shown.map((holding) => ({
    key: holding.asset.id,
    label: holding.asset.name,
    value: holding.value,
  }));
  if (rest.length > 0) {
    parts.push({
      key: 'other',
      label: `Other (${rest.length} assets)`,
      value: sumMoney(rest.map((holding) => holding.value)),
    });
  }
  return allocate(parts);
}

export const assetTypeLabels: Record<AssetType, string> = { crypto: 'Crypto', stock: 'Stocks' };

/** The invested value by asset type (crypto, stocks), largest first; types not held are left out. */
export function allocationByType(holdings: readonly Holding[]): AllocationSlice[] {
  const types = Object.keys(assetTypeLabels) as AssetType[];
  const parts = types
    .map((type) => ({
      key: type,
      label: assetTypeLabels[type],
      value: sumMoney(
        holdings.filter((holding) => holding.asset.type === type).map((holding) => holding.value),
      ),
    }))
    .filter((part) => part.value.greaterThan(0))
    .sort((a, b) => b.value.comparedTo(a.value));
  return allocate(parts);
}
