import { type AssetType, type CreateAssetRequest, createAssetRequestSchema } from '@tradesim/core';
import type { z } from 'zod';
import { requestResolver } from './request-resolver.js';

/** What the manual Add Asset inputs hold, as typed. */
export interface ManualAssetValues {
  symbol: string;
  name: string;
  type: AssetType;
  price: string;
  icon: string;
}

export const manualAssetDefaults: ManualAssetValues = {
  symbol: '',
  name: '',
  type: 'crypto',
  price: '',
  icon: '',
};

/** A blank price asks the market-data source for a quote; a blank icon leaves the letter tile. */
export function toCreateRequest(values: ManualAssetValues): CreateAssetRequest {
  const price = values.price.replace(/[,\s]/g, '');
  const icon = values.icon.trim();
  return {
    symbol: values.symbol,
    name: values.name,
    type: values.type,
    ...(price ? { price } : {}),
    ...(icon ? { icon } : {}),
  };
}

export type ManualAssetRequest = z.output<typeof createAssetRequestSchema>;

/** The core schema's rules ("Symbol is required", "Enter a positive number") on the request the inputs make. */
export const manualAssetResolver = requestResolver(createAssetRequestSchema, toCreateRequest);
