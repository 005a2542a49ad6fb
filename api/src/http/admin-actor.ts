import type { Request } from 'express';
import type { AuditActor } from '../modules/audit/service.js';
import type { AdminAuth } from './authenticate.js';
import { requestOrigin } from './authenticate.js';

/** The admin behind a request, as the audit log records them (read off the request, so an HTTP helper). */
export function adminActor(auth: AdminAuth, req: Request): AuditActor {
  return { type: 'admin', adminId: auth.adminId, ...requestOrigin(req) };
}
