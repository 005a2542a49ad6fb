import {
  defaultStaffEventDelivery,
  type StaffNotificationSettings,
  type StaffRole,
  staffEventInfo,
  staffEvents,
  staffMay,
  type UpdateStaffNotificationSettingsRequest,
  validationError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { readStaffNotificationRows, writeStaffNotificationRows } from './notifications-repo.js';

interface Staff {
  adminId: string;
  role: StaffRole;
}

/** The events a role hears of at all: those of the areas it may read. */
function eventsFor(role: StaffRole) {
  return staffEvents.filter((event) => staffMay(role, staffEventInfo[event].area, 'read'));
}

/** The signed-in staff member's choices, one per event their role hears of. */
export async function getStaffNotificationSettings(
  ctx: AppContext,
  staff: Staff,
): Promise<StaffNotificationSettings> {
  const chosen = new Map(
    (await readStaffNotificationRows(ctx.knex, staff.adminId)).map((row) => [row.event, row]),
  );
  return {
    items: eventsFor(staff.role).map((event) => {
      const row = chosen.get(event);
      return {
        event,
        bell: row?.bell ?? defaultStaffEventDelivery.bell,
        mail: row?.mail ?? defaultStaffEventDelivery.mail,
      };
    }),
  };
}

/** Changes the listed events (audited as the staff member's own settings); the rest stay. */
export async function updateStaffNotificationSettings(
  ctx: AppContext,
  staff: Staff & { actor: AuditActor },
  request: UpdateStaffNotificationSettingsRequest,
): Promise<StaffNotificationSettings> {
  const allowed = new Set<string>(eventsFor(staff.role));
  const refused = request.items.findIndex((item) => !allowed.has(item.event));
  if (refused >= 0) {
    throw validationError({ [`items.${refused}.event`]: 'Your role does not receive this event' });
  }
  const now = ctx.clock.now();
  const before = await getStaffNotificationSettings(ctx, staff);
  await ctx.knex.transaction(async (trx) => {
    await writeStaffNotificationRows(trx, staff.adminId, request.items, now);
    await recordAudit(
      trx,
      staff.actor,
      {
        action: 'UPDATE_NOTIFICATION_SETTINGS',
        tableName: 'staff_notification_settings',
        recordId: staff.adminId,
        oldValues: { items: before.items },
        newValues: { items: request.items },
      },
      now,
    );
  });
  return getStaffNotificationSettings(ctx, staff);
}
