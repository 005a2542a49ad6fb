import { type AdminDuration, AppError, toDecimal, validationError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { publish } from '../../realtime/publish.js';
import { settingsChanged } from '../../realtime/settings-events.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import {
  type AdminDurationRow,
  type DurationFields,
  deleteDurationRow,
  insertDurationRow,
  isDurationUsed,
  listDurationRows,
  lockDurationRow,
  updateDurationRow,
} from './durations-repo.js';

const table = 'investment_durations';

function toAdminDuration(row: AdminDurationRow): AdminDuration {
  return {
    id: row.id,
    label: row.label,
    hours: row.hours,
    // As the users' list shows it: "2.5", not the column's "2.500".
    maxReturnPercent: toDecimal(row.max_return_percent).toString(),
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The audited view of a duration: its editable fields. */
function auditValues(duration: AdminDuration) {
  const { label, hours, maxReturnPercent, isActive } = duration;
  return { label, hours, maxReturnPercent, isActive };
}

export async function listDurations(ctx: AppContext): Promise<{ items: AdminDuration[] }> {
  return { items: (await listDurationRows(ctx.knex)).map(toAdminDuration) };
}

export async function createDuration(
  ctx: AppContext,
  actor: AuditActor,
  input: DurationFields,
): Promise<AdminDuration> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const created = toAdminDuration(await insertDurationRow(trx, input, now));
    await recordAudit(
      trx,
      actor,
      { action: 'ADD_DURATION', tableName: table, recordId: created.id, newValues: auditValues(created) },
      now,
    );
    await publish(trx, [settingsChanged('durations', now)]);
    return created;
  });
}

/**
 * Edits a duration. Running investments keep the terms copied at purchase (docs/money.md#returns); a deactivated duration leaves the users' list and refuses new purchases.
 * An edit that changes nothing writes nothing.
 */
export async function updateDuration(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: Partial<DurationFields>,
): Promise<AdminDuration> {
  if (Object.values(input).every((value) => value === undefined)) {
    throw validationError({ body: 'Nothing to update: give a label, hours, maxReturnPercent or isActive' });
  }
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await lockDurationRow(trx, id);
    if (!row) throw new AppError('DURATION_NOT_FOUND');
    const before = toAdminDuration(row);
    const wanted = { ...auditValues(before), ...definedOf(input) };
    // Percents compare as numbers: "2.50" is the 2.5 already stored.
    wanted.maxReturnPercent = toDecimal(wanted.maxReturnPercent).toString();
    const fields = (Object.keys(wanted) as (keyof DurationFields)[]).filter(
      (field) => wanted[field] !== auditValues(before)[field],
    );
    if (fields.length === 0) return before;
    const change = Object.fromEntries(fields.map((field) => [field, wanted[field]]));
    const after = toAdminDuration(await updateDurationRow(trx, id, change, now));
    await recordAudit(
      trx,
      actor,
      {
        action: 'UPDATE_DURATION',
        tableName: table,
        recordId: id,
        oldValues: Object.fromEntries(fields.map((field) => [field, auditValues(before)[field]])),
        newValues: Object.fromEntries(fields.map((field) => [field, auditValues(after)[field]])),
      },
      now,
    );
    await publish(trx, [settingsChanged('durations', now)]);
    return after;
  });
}

function definedOf<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Deletes a duration no investment was ever bought with. The row is locked first, so a purchase
 * committing meanwhile is seen by the check; the foreign key backs it up as DURATION_IN_USE.
 */
export async function deleteDuration(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const now = ctx.clock.now();
  try {
    await ctx.knex.transaction(async (trx) => {
      const row = await lockDurationRow(trx, id);
      if (!row) throw new AppError('DURATION_NOT_FOUND');
      if (await isDurationUsed(trx, id)) throw new AppError('DURATION_IN_USE');
      await deleteDurationRow(trx, id);
      await recordAudit(
        trx,
        actor,
        {
          action: 'DELETE_DURATION',
          tableName: table,
          recordId: id,
          targetLabel: row.label,
          oldValues: auditValues(toAdminDuration(row)),
        },
        now,
      );
      await publish(trx, [settingsChanged('durations', now)]);
    });
  } catch (error) {
    if (isForeignKeyViolation(error, 'investments_duration_id_fkey')) throw new AppError('DURATION_IN_USE');
    throw error;
  }
}
