import type { Request } from 'express';
import type { AdminAuth } from './authenticate.js';
import { requestOrigin } from './authenticate.js';

/**
 * A staff member as the audit log records them: the admin variant of modules/audit's
 * AuditActor, spelled out here so that http needs no module (any AdminActor is an AuditActor).
 */
export interface AdminActor {
  type: 'admin';
  adminId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The admin behind a request, as the audit log records them (read off the request, so an HTTP helper). */
export function adminActor(auth: AdminAuth, req: Request): AdminActor {
  return { type: 'admin', adminId: auth.adminId, ...requestOrigin(req) };
}
