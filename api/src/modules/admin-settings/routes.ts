import {
  adminDurationListSchema,
  adminDurationSchema,
  adminTradingSettingsSchema,
  approvalResponseSchema,
  createDurationRequestSchema,
  idParamsSchema,
  staffNotificationSettingsSchema,
  updateDurationRequestSchema,
  updateStaffNotificationSettingsRequestSchema,
  updateTradingSettingsRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { durations, notifications, trading } from './service.js';

const tag = 'Admin settings';

export const adminSettingsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/durations',
    summary: 'Every investment duration, active or not, ordered by hours',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: adminDurationListSchema,
    handler: ({ ctx }) => durations.listDurations(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/durations',
    summary: 'Add an investment duration (hours: a whole number, 1 to 87600). Audit ADD_DURATION',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    body: createDurationRequestSchema,
    status: 201,
    response: adminDurationSchema,
    handler: ({ ctx, auth, req, body }) => durations.createDuration(ctx, adminActor(auth, req), body),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req, params, body }) =>
      durations.updateDuration(ctx, adminActor(auth, req), params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/durations/:id',
    summary:
      'Delete a duration no investment was bought with; otherwise 409 DURATION_IN_USE (deactivate it instead). Audit DELETE_DURATION',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    errors: ['DURATION_NOT_FOUND', 'DURATION_IN_USE'],
    handler: ({ ctx, auth, req, params }) => durations.deleteDuration(ctx, adminActor(auth, req), params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/settings/trading',
    summary: 'The limits users must respect (served to them by /api/trading-settings)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: adminTradingSettingsSchema,
    handler: ({ ctx }) => trading.getTradingSettings(ctx),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req, body }) =>
      trading.updateTradingSettings(ctx, auth, adminActor(auth, req), body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/settings/notifications',
    summary:
      'Your own staff notifications: per event your role hears of, whether it counts on the bell and whether it is mailed (default: bell on, mail off)',
    tag,
    auth: 'admin',
    staff: 'account',
    response: staffNotificationSettingsSchema,
    handler: ({ ctx, auth }) => notifications.getStaffNotificationSettings(ctx, auth),
  }),
  defineRoute({
    method: 'put',
    path: '/api/admin/settings/notifications',
    summary: 'Change your staff notifications for the events listed. Audit UPDATE_NOTIFICATION_SETTINGS',
    tag,
    auth: 'admin',
    staff: 'account',
    body: updateStaffNotificationSettingsRequestSchema,
    response: staffNotificationSettingsSchema,
    handler: ({ ctx, auth, req, body }) =>
      notifications.updateStaffNotificationSettings(ctx, { ...auth, actor: adminActor(auth, req) }, body),
  }),
];
