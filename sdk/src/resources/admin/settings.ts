import type {
  CreateDurationRequest,
  UpdateDurationRequest,
  UpdateSecuritySettingsRequest,
  UpdateStaffNotificationSettingsRequest,
  UpdateTradingSettingsRequest,
} from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';

const { durations, tradingSettings, securitySettings, notificationSettings } = routes.admin;

/** Investment durations: editing one never changes a running investment (its terms are copied). */
export function adminDurationsResource(call: Call) {
  return {
    /** All of them, active or not, ordered by hours. */
    list: () => call(durations.list),
    create: (input: CreateDurationRequest) => call(durations.create, { body: input }),
    update: (id: string, input: UpdateDurationRequest) =>
      call(durations.update, { params: { id }, body: input }),
    /** DURATION_IN_USE while investments reference it: deactivate it instead. */
    remove: (id: string) => call(durations.remove, { params: { id } }),
  };
}

/** The limits users must respect (served to them as `client.market.tradingSettings`). */
export function adminTradingSettingsResource(call: Call) {
  return {
    get: () => call(tradingSettings.get),
    /** A change that moves the four-eyes threshold answers `{approval}`: a second owner approves it. */
    update: (input: UpdateTradingSettingsRequest) => call(tradingSettings.update, { body: input }),
  };
}

/** The staff policy: whether sensitive actions need a session opened with a second factor. */
export function adminSecuritySettingsResource(call: Call) {
  return {
    get: () => call(securitySettings.get),
    /** A change answers `{approval}`: a second owner approves it. */
    update: (input: UpdateSecuritySettingsRequest) => call(securitySettings.update, { body: input }),
  };
}

/** Your own staff notifications: which events count on the bell and which are mailed. */
export function adminNotificationSettingsResource(call: Call) {
  return {
    get: () => call(notificationSettings.get),
    /** Changes the events listed; the others keep what they had. */
    update: (input: UpdateStaffNotificationSettingsRequest) =>
      call(notificationSettings.update, { body: input }),
  };
}
