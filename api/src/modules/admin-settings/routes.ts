import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, implement } from '../../http/route.js';
import { durations, notifications, trading } from './service.js';

const { durations: durationRoutes, tradingSettings, notificationSettings } = contract.admin;

export const adminSettingsRoutes: AnyRoute[] = [
  implement(durationRoutes.list, ({ ctx }) => durations.listDurations(ctx)),
  implement(durationRoutes.create, ({ ctx, auth, req, body }) =>
    durations.createDuration(ctx, adminActor(auth, req), body),
  ),
  implement(durationRoutes.update, ({ ctx, auth, req, params, body }) =>
    durations.updateDuration(ctx, adminActor(auth, req), params.id, body),
  ),
  implement(durationRoutes.remove, ({ ctx, auth, req, params }) =>
    durations.deleteDuration(ctx, adminActor(auth, req), params.id),
  ),
  implement(tradingSettings.get, ({ ctx }) => trading.getTradingSettings(ctx)),
  implement(tradingSettings.update, ({ ctx, auth, req, body }) =>
    trading.updateTradingSettings(ctx, auth, adminActor(auth, req), body),
  ),
  implement(notificationSettings.get, ({ ctx, auth }) =>
    notifications.getStaffNotificationSettings(ctx, auth),
  ),
  implement(notificationSettings.update, ({ ctx, auth, req, body }) =>
    notifications.updateStaffNotificationSettings(ctx, { ...auth, actor: adminActor(auth, req) }, body),
  ),
];
