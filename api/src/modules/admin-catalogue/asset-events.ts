import type { Asset } from '@tradesim/core';
import type { RealtimeMessage } from '../../realtime/publish.js';

/**
 * What the `assets` topic hears of a catalogue change (docs/contract.md#realtime):
 * - `insert` with the new asset;
 * - `update` with the whole asset as it now stands (it is small): a user list keeps or adds it
 *   while `isActive` is true and drops it when false, as GET /api/assets lists active ones only;
 * - `delete` with `{id}` when it is gone for good.
 */
export function assetEvent(event: 'insert' | 'update', asset: Asset, now: Date): RealtimeMessage {
  return { topic: 'assets', event, data: asset, at: now.toISOString() };
}

export function assetDeletedEvent(id: string, now: Date): RealtimeMessage {
  return { topic: 'assets', event: 'delete', data: { id }, at: now.toISOString() };
}
