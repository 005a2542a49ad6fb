import type {
  AdminDuration,
  AdminTradingSettings,
  ApprovalResponse,
  CreateDurationRequest,
  SecuritySettings,
  StaffNotificationSettings,
  UpdateDurationRequest,
  UpdateSecuritySettingsRequest,
  UpdateStaffNotificationSettingsRequest,
  UpdateTradingSettingsRequest,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { adminPath } from './paths.js';

/** Investment durations: editing one never changes a running investment (its terms are copied). */
export function adminDurationsResource(http: Http) {
  return {
    /** All of them, active or not, ordered by hours. */
    list: () =>
      http.request<{ items: AdminDuration[] }>({
        method: 'GET',
        path: '/api/admin/durations',
        auth: 'admin',
      }),
    create: (input: CreateDurationRequest) =>
      http.request<AdminDuration>({
        method: 'POST',
        path: '/api/admin/durations',
        auth: 'admin',
        body: input,
      }),
    update: (id: string, input: UpdateDurationRequest) =>
      http.request<AdminDuration>({
        method: 'PATCH',
        path: adminPath('durations', id),
        auth: 'admin',
        body: input,
      }),
    /** DURATION_IN_USE while investments reference it: deactivate it instead. */
    remove: (id: string) =>
      http.request<void>({ method: 'DELETE', path: adminPath('durations', id), auth: 'admin' }),
  };
}

/** The limits users must respect (served to them by /api/trading-settings). */
export function adminTradingSettingsResource(http: Http) {
  return {
    get: () =>
      http.request<AdminTradingSettings>({
        method: 'GET',
        path: '/api/admin/settings/trading',
        auth: 'admin',
      }),
    /** A change that moves the four-eyes threshold answers `{approval}`: a second owner approves it. */
    update: (input: UpdateTradingSettingsRequest) =>
      http.request<AdminTradingSettings | ApprovalResponse>({
        method: 'PUT',
        path: '/api/admin/settings/trading',
        auth: 'admin',
        body: input,
      }),
  };
}

/** The staff policy: whether sensitive actions need a session opened with a second factor. */
export function adminSecuritySettingsResource(http: Http) {
  return {
    get: () =>
      http.request<SecuritySettings>({ method: 'GET', path: '/api/admin/settings/security', auth: 'admin' }),
    /** A change answers `{approval}`: a second owner approves it. */
    update: (input: UpdateSecuritySettingsRequest) =>
      http.request<SecuritySettings | ApprovalResponse>({
        method: 'PUT',
        path: '/api/admin/settings/security',
        auth: 'admin',
        body: input,
      }),
  };
}

/** Your own staff notifications: which events count on the bell and which are mailed. */
export function adminNotificationSettingsResource(http: Http) {
  return {
    get: () =>
      http.request<StaffNotificationSettings>({
        method: 'GET',
        path: '/api/admin/settings/notifications',
        auth: 'admin',
      }),
    /** Changes the events listed; the others keep what they had. */
    update: (input: UpdateStaffNotificationSettingsRequest) =>
      http.request<StaffNotificationSettings>({
        method: 'PUT',
        path: '/api/admin/settings/notifications',
        auth: 'admin',
        body: input,
      }),
  };
}
