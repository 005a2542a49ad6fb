import { securitySettingsSchema, updateSecuritySettingsRequestSchema } from '@tradesim/core';
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
    summary: 'Turn the staff policy (requireStaffMfa) on or off. Audit UPDATE_SECURITY_SETTINGS',
    tag,
    auth: 'admin',
    staff: 'security',
    secondFactor: true,
    body: updateSecuritySettingsRequestSchema,
    response: securitySettingsSchema,
    handler: ({ ctx, auth, req, body }) =>
      security.updateSecuritySettings(ctx, auth, adminActor(auth, req), body),
  }),
];
