import type { Asset } from '@tradesim/core';
import type { Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { toAsset } from '../market/wire.js';
import { type AssetEdit, planAssetChange } from './asset-changes.js';
import { assetEvent } from './asset-events.js';
import { lockAssetRow, updateAssetRow } from './repo.js';

/**
 * Edits an asset inside the caller's transaction, under its row lock. Writes, audits and
 * publishes only what changes (an `assets` `update` with the asset as it now stands); an edit
 * that changes nothing writes nothing. Null when there is no such asset.
 */
export async function editAsset(
  trx: Db,
  actor: AuditActor,
  change: { id: string; edit: AssetEdit; now: Date },
): Promise<{ asset: Asset; changed: boolean } | null> {
  const { id, now } = change;
  const row = await lockAssetRow(trx, id);
  if (!row) return null;
  const plan = planAssetChange(row, change.edit);
  if (!plan) return { asset: toAsset(row), changed: false };
  const asset = toAsset(await updateAssetRow(trx, id, { columns: plan.columns, now }));
  await recordAudit(
    trx,
    actor,
    {
      action: plan.action,
      tableName: 'assets',
      recordId: id,
      oldValues: plan.oldValues,
      newValues: plan.newValues,
    },
    now,
  );
  await publish(trx, [assetEvent('update', asset, now)]);
  return { asset, changed: true };
}
