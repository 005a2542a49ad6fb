import {
  adminDurationListSchema,
  adminDurationSchema,
  adminTradingSettingsSchema,
  createDurationRequestSchema,
  updateDurationRequestSchema,
  updateTradingSettingsRequestSchema,
} from '../schemas/admin-catalogue.js';
import { securitySettingsSchema, updateSecuritySettingsRequestSchema } from '../schemas/admin-staff.js';
import { approvalResponseSchema } from '../schemas/approvals.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  staffNotificationSettingsSchema,
  updateStaffNotificationSettingsRequestSchema,
} from '../schemas/staff-notifications.js';
import { defineContract } from './define.js';

const tag = 'Admin settings';

/** Investment durations: editing one never changes a running investment (its terms are copied). */
export const adminDurationsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/durations',
    summary: 'Every investment duration, active or not, ordered by hours',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: adminDurationListSchema,
  }),
  create: defineContract({
    method: 'post',
    path: '/api/admin/durations',
    summary: 'Add an investment duration (hours: a whole number, 1 to 87600). Audit ADD_DURATION',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    body: createDurationRequestSchema,
    status: 201,
    response: adminDurationSchema,
    audit: ['ADD_DURATION'],
  }),
  update: defineContract({
    method: 'patch',
    path: '/api/admin/durations/:id',
    summary:
      'Edit or (de)activate a duration; running investments keep the terms they were bought with. Audit UPDATE_DURATION',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    body: updateDurationRequestSchema,
    response: adminDurationSchema,
    errors: ['DURATION_NOT_FOUND'],
    audit: ['UPDATE_DURATION'],
  }),
  remove: defineContract({
    method: 'delete',
    path: '/api/admin/durations/:id',
    summary:
      'Delete a duration no investment was bought with; otherwise 409 DURATION_IN_USE (deactivate it instead). Audit DELETE_DURATION',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    errors: ['DURATION_NOT_FOUND', 'DURATION_IN_USE'],
    audit: ['DELETE_DURATION'],
  }),
};

/** The limits users must respect (served to them by /api/trading-settings). */
export const adminTradingSettingsContract = {
  get: defineContract({
    method: 'get',
    path: '/api/admin/settings/trading',
    summary: 'The limits users must respect (served to them by /api/trading-settings)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: adminTradingSettingsSchema,
  }),
  update: defineContract({
    method: 'put',
    path: '/api/admin/settings/trading',
    summary:
      'Change some of the limits; the result must stay coherent (minimums above 0, min ≤ max, fee below the minimum withdrawal). A change that moves the four-eyes threshold (owners only) is a request (202) a second owner approves. Audit UPDATE_TRADING_SETTINGS',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    body: updateTradingSettingsRequestSchema,
    response: adminTradingSettingsSchema,
    accepted: approvalResponseSchema,
    errors: ['APPROVAL_ALREADY_PENDING'],
    // The limits change at once; a threshold change is a request, recorded as the change when
    // approved.
    audit: ['UPDATE_TRADING_SETTINGS', 'REQUEST_APPROVAL'],
  }),
};

/** The staff policy: whether sensitive actions need a session opened with a second factor. */
export const adminSecuritySettingsContract = {
  get: defineContract({
    method: 'get',
    path: '/api/admin/settings/security',
    summary: 'The staff policy: whether sensitive actions need a session opened with a second factor',
    tag,
    auth: 'admin',
    staff: 'security',
    response: securitySettingsSchema,
  }),
  update: defineContract({
    method: 'put',
    path: '/api/admin/settings/security',
    summary:
      'Ask to turn the staff policy (requireStaffMfa) on or off: a request (202) a second owner approves. Audit UPDATE_SECURITY_SETTINGS on approval',
    tag,
    auth: 'admin',
    staff: 'security',
    body: updateSecuritySettingsRequestSchema,
    response: securitySettingsSchema,
    accepted: approvalResponseSchema,
    errors: ['APPROVAL_ALREADY_PENDING'],
    // Always a request; UPDATE_SECURITY_SETTINGS is recorded when it is approved.
    audit: ['REQUEST_APPROVAL'],
  }),
};

/** Your own staff notifications (your `account` area): which events count on the bell, which are mailed. */
export const adminNotificationSettingsContract = {
  get: defineContract({
    method: 'get',
    path: '/api/admin/settings/notifications',
    summary:
      'Your own staff notifications: per event your role hears of, whether it counts on the bell and whether it is mailed (default: bell on, mail off)',
    tag,
    auth: 'admin',
    staff: 'account',
    response: staffNotificationSettingsSchema,
  }),
  update: defineContract({
    method: 'put',
    path: '/api/admin/settings/notifications',
    summary: 'Change your staff notifications for the events listed. Audit UPDATE_NOTIFICATION_SETTINGS',
    tag,
    auth: 'admin',
    staff: 'account',
    body: updateStaffNotificationSettingsRequestSchema,
    response: staffNotificationSettingsSchema,
  }),
};
