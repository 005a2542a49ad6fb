import type { Asset, AssetType } from '@tradesim/core';
import { AppError, type TradesimClient } from '@tradesim/sdk';
import { requireValue } from './ask.js';
import { UsageError } from './errors.js';
import { isId } from './parse.js';

/** The id-or-name argument of a command, asked for on a terminal when left out. */
export function requireArg(
  arg: string | undefined,
  what: string,
  validate?: (value: string) => string | true,
): Promise<string> {
  const message = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  return requireValue(arg, { flag: `the ${what}`, message, ...(validate ? { validate } : {}) });
}

/** What a user argument must look like: an id or an email. */
export function userArgCheck(value: string): string | true {
  return isId(value.trim()) || value.includes('@') ? true : 'Enter a user id (a UUID) or an email';
}

/**
 * The user an argument names: a user id, or an email (looked up exactly). Not found is a
 * refusal (exit 1), as it is for an unknown id.
 */
export async function resolveUser(client: () => TradesimClient, value: string): Promise<string> {
  if (isId(value.trim())) return value.trim();
  if (userArgCheck(value) !== true)
    throw new UsageError(`"${value}" is neither a user id (a UUID) nor an email.`);
  const email = value.trim().toLowerCase();
  const { items } = await client().admin.users.list({ q: email, limit: 200 });
  const user = items.find((candidate) => candidate.email.toLowerCase() === email);
  if (!user) throw new AppError('USER_NOT_FOUND', `No user has the email ${email}`);
  return user.id;
}

/**
 * The asset an argument names: an asset id, or a symbol (with `type` when a crypto and a
 * stock share it).
 */
export async function resolveAsset(
  client: () => TradesimClient,
  value: string,
  type?: AssetType,
): Promise<string> {
  if (isId(value)) return value;
  const symbol = value.trim().toUpperCase();
  const { items } = await client().admin.assets.list({ q: symbol, ...(type ? { type } : {}) });
  const matches = items.filter((asset: Asset) => asset.symbol.toUpperCase() === symbol);
  if (matches.length === 0) throw new AppError('ASSET_NOT_FOUND', `No asset has the symbol ${symbol}`);
  if (matches.length > 1) {
    throw new UsageError(`${symbol} is both a crypto and a stock: add --type crypto|stock, or use the id.`);
  }
  return (matches[0] as Asset).id;
}

/** The duration an argument names: an id, or its exact label ("24 hours"). */
export async function resolveDuration(client: () => TradesimClient, value: string): Promise<string> {
  if (isId(value)) return value;
  const label = value.trim().toLowerCase();
  const { items } = await client().admin.durations.list();
  const duration = items.find((candidate) => candidate.label.trim().toLowerCase() === label);
  if (!duration) throw new AppError('DURATION_NOT_FOUND', `No duration is labelled "${value.trim()}"`);
  return duration.id;
}
