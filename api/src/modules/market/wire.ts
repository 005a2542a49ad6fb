import {
  type Asset,
  Decimal,
  type DecimalInput,
  type Duration,
  formatMoney,
  type TickPrice,
  type TradingLimits,
  type TradingSettings,
  toDecimal,
} from '@tradesim/core';

/** The columns of `assets` the wire forms are built from. */
export interface AssetRow {
  id: string;
  symbol: string;
  name: string;
  type: Asset['type'];
  icon: string | null;
  current_price: string;
  change_24h: string;
  change_percent_24h: string;
  market_cap: string | null;
  volume_24h: string | null;
  is_active: boolean;
  updated_at: Date;
}

export interface DurationRow {
  id: string;
  label: string;
  hours: number;
  max_return_percent: string;
}

/**
 * Prices and price changes on the wire: the stored value (at most 10 decimals) without the
 * column's padding zeros, but always at least 2 decimals so "64250.10" reads as money
 * does and a $0.00012345 token keeps every digit.
 */
export function formatPriceDecimal(value: DecimalInput): string {
  const price = toDecimal(value).toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  // decimal.js keeps the sign of zero ("-0.00"); a change of nothing has no sign.
  const fixed = (price.isZero() ? new Decimal(0) : price).toFixed(10);
  return fixed.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** A change in percent with the column's 4 decimals ("-1.2500"). */
export function formatChangePercent(value: DecimalInput): string {
  const percent = toDecimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return (percent.isZero() ? new Decimal(0) : percent).toFixed(4);
}

export function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    type: row.type,
    icon: row.icon,
    price: formatPriceDecimal(row.current_price),
    change24h: formatPriceDecimal(row.change_24h),
    changePercent24h: formatChangePercent(row.change_percent_24h),
    marketCap: row.market_cap === null ? null : formatMoney(row.market_cap),
    volume24h: row.volume_24h === null ? null : formatMoney(row.volume_24h),
    isActive: row.is_active,
    updatedAt: row.updated_at.toISOString(),
  };
}

export type TickPriceRow = Pick<
  AssetRow,
  'id' | 'symbol' | 'current_price' | 'change_24h' | 'change_percent_24h' | 'updated_at'
>;

export function toTickPrice(row: TickPriceRow): TickPrice {
  return {
    id: row.id,
    symbol: row.symbol,
    price: formatPriceDecimal(row.current_price),
    change24h: formatPriceDecimal(row.change_24h),
    changePercent24h: formatChangePercent(row.change_percent_24h),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Percent terms read as people write them: "2.5", "12" (decimal.js drops padding zeros). */
export function toDuration(row: DurationRow): Duration {
  return {
    id: row.id,
    label: row.label,
    hours: row.hours,
    maxReturnPercent: toDecimal(row.max_return_percent).toString(),
  };
}

export function toTradingSettings(limits: TradingLimits): TradingSettings {
  return {
    minInvestment: formatMoney(limits.minInvestment),
    maxInvestment: formatMoney(limits.maxInvestment),
    minDeposit: formatMoney(limits.minDeposit),
    maxDeposit: formatMoney(limits.maxDeposit),
    minWithdrawal: formatMoney(limits.minWithdrawal),
    withdrawalFee: formatMoney(limits.withdrawalFee),
  };
}
