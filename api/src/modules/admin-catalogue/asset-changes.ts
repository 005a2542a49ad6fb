import { Decimal, type updateAssetRequestSchema } from '@tradesim/core';
import type { z } from 'zod';
import type { AssetRow } from '../market/wire.js';
import type { AssetColumnChanges } from './repo.js';

export type AssetEdit = z.output<typeof updateAssetRequestSchema>;

export interface AssetChangePlan {
  columns: AssetColumnChanges;
  /** The changed fields before and after, in wire names, for the audit entry. */
  oldValues: Record<string, unknown>;
  newValues: Record<string, unknown>;
  /** docs/product/admin-console.md#calls-and-audit-actions: a change of isActive alone is ACTIVATE_ASSET or DEACTIVATE_ASSET. */
  action: 'UPDATE_ASSET' | 'ACTIVATE_ASSET' | 'DEACTIVATE_ASSET';
}

const cents = (value: string | null): string | null =>
  value === null ? null : new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/** The fields of an edit that change something; null when it changes nothing. */
export function planAssetChange(row: AssetRow, edit: AssetEdit): AssetChangePlan | null {
  const before = {
    name: row.name,
    icon: row.icon,
    isActive: row.is_active,
    marketCap: cents(row.market_cap),
    volume24h: cents(row.volume_24h),
  };
  const after = {
    name: edit.name,
    // A blank icon means none.
    icon: edit.icon === undefined ? undefined : edit.icon || null,
    isActive: edit.isActive,
    marketCap: edit.marketCap === undefined ? undefined : cents(edit.marketCap),
    volume24h: edit.volume24h === undefined ? undefined : cents(edit.volume24h),
  };
  const columnOf = {
    name: 'name',
    icon: 'icon',
    isActive: 'is_active',
    marketCap: 'market_cap',
    volume24h: 'volume_24h',
  } as const;
  const columns: Record<string, unknown> = {};
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const field of Object.keys(columnOf) as (keyof typeof columnOf)[]) {
    const next = after[field];
    if (next === undefined || next === before[field]) continue;
    columns[columnOf[field]] = next;
    oldValues[field] = before[field];
    newValues[field] = next;
  }
  const changed = Object.keys(newValues);
  if (changed.length === 0) return null;
  const action =
    changed.length === 1 && changed[0] === 'isActive'
      ? newValues.isActive
        ? 'ACTIVATE_ASSET'
        : 'DEACTIVATE_ASSET'
      : 'UPDATE_ASSET';
  return { columns: columns as AssetColumnChanges, oldValues, newValues, action };
}
