import {
  approvalResponseSchema,
  securitySettingsSchema,
  updateSecuritySettingsRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { defineRoute } from '../../http/route.js';
import * as security from './service.js';

const tag = 'Admin settings';

export const adminSecurityRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/settings/security',
    summary: 'The staff policy: whether sensitive actions need a session opened with a second factor',
    tag,
    auth: 'admin',
    staff: 'security',
    response: securitySettingsSchema,
    handler: ({ ctx }) => security.getSecuritySettings(ctx),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req, body }) =>
      security.updateSecuritySettings(ctx, auth, adminActor(auth, req), body),
  }),
];
