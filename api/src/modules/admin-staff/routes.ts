import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { requestOrigin } from '../../http/authenticate.js';
import { implement } from '../../http/route.js';
import { deliverStaffSession } from '../../http/staff-cookie.js';
import * as staff from './service.js';

const routes = contract.admin.staff;
/** The invitation's own steps, taken before the invitee has a session (`client.admin.auth`). */
const invitation = contract.admin.auth;

export const adminStaffRoutes = [
  implement(routes.list, ({ ctx }) => staff.listStaff(ctx)),
  implement(routes.invite, ({ ctx, auth, req, body }) =>
    staff.inviteStaff(ctx, auth, adminActor(auth, req), body),
  ),
  implement(routes.update, ({ ctx, auth, req, params, body }) =>
    staff.updateStaff(ctx, auth, adminActor(auth, req), { id: params.id, change: body }),
  ),
  implement(routes.resetMfa, ({ ctx, auth, req, params, body }) =>
    staff.requestMfaReset(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  ),
  implement(invitation.invite, ({ ctx, params }) => staff.readInvite(ctx, params.token)),
  implement(invitation.acceptInvite, async ({ ctx, req, res, body }) => {
    const { session, ...accepted } = await staff.acceptInvite(ctx, body, requestOrigin(req));
    const delivered = deliverStaffSession(
      { req, res, secret: ctx.jwtSecret },
      session,
      body.session ?? 'bearer',
    );
    return { ...accepted, session: delivered };
  }),
];
