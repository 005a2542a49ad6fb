import type { AppContext, Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { settingsChanged } from '../../realtime/settings-events.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import {
  type TradingLimitsChange,
  type TradingSettingsRow,
  writeTradingSettings,
} from '../trading-settings/repo.js';

/** Writes a checked change of the trading settings, audited and announced, in the caller's transaction. */
export async function applyTradingChange(
  ctx: AppContext,
  trx: Db,
  input: { change: TradingLimitsChange; old: Record<string, string | null>; actor: AuditActor },
): Promise<TradingSettingsRow> {
  const now = ctx.clock.now();
  const after = await writeTradingSettings(trx, input.change, {
    adminId: input.actor.type === 'admin' ? input.actor.adminId : null,
    now,
  });
  await recordAudit(
    trx,
    input.actor,
    {
      action: 'UPDATE_TRADING_SETTINGS',
      tableName: 'trading_settings',
      recordId: '1',
      targetLabel: 'Trading settings',
      oldValues: input.old,
      newValues: { ...input.change },
    },
    now,
  );
  await publish(trx, [settingsChanged('trading', now)]);
  return after;
}
