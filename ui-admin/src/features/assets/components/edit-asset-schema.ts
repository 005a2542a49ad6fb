import { type Asset, type UpdateAssetRequest, updateAssetRequestSchema } from '@tradesim/core';
import type { z } from 'zod';
import { requestResolver } from './request-resolver.js';

/** What the Edit Asset inputs hold: text, as typed. */
export interface EditAssetValues {
  name: string;
  icon: string;
  marketCap: string;
  volume24h: string;
}

export function editAssetDefaults(asset: Asset): EditAssetValues {
  return {
    name: asset.name,
    icon: asset.icon ?? '',
    marketCap: asset.marketCap ?? '',
    volume24h: asset.volume24h ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
// DESIGN: "1,250,000" is read as 1250000; the figure itself is checked by the core schema.
const amountOrNull = (text: string) => blankToNull(text.replace(/[,\s]/g, ''));

/**
 * The request the inputs stand for: a blank icon, market cap or volume clears it (the letter
 * tile, "N/A"), so an admin can remove a wrong figure.
 */
export function toUpdateRequest(values: EditAssetValues): UpdateAssetRequest {
  return {
    name: values.name,
    icon: blankToNull(values.icon),
    marketCap: amountOrNull(values.marketCap),
    volume24h: amountOrNull(values.volume24h),
  };
}

export type EditAssetRequest = z.output<typeof updateAssetRequestSchema>;

/** The core schema's rules ("Name is required", "Enter a positive number") on the request the inputs make. */
export const editAssetResolver = requestResolver(updateAssetRequestSchema, toUpdateRequest);
