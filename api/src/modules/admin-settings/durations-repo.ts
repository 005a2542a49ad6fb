import type { Db } from '../../context.js';

export interface AdminDurationRow {
  id: string;
  label: string;
  hours: number;
  max_return_percent: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface DurationFields {
  label: string;
  hours: number;
  /** A validated decimal string. */
  maxReturnPercent: string;
  isActive: boolean;
}

const columns = ['id', 'label', 'hours', 'max_return_percent', 'is_active', 'created_at', 'updated_at'];

function toColumns(fields: Partial<DurationFields>) {
  return {
    ...(fields.label !== undefined ? { label: fields.label } : {}),
    ...(fields.hours !== undefined ? { hours: fields.hours } : {}),
    ...(fields.maxReturnPercent !== undefined ? { max_return_percent: fields.maxReturnPercent } : {}),
    ...(fields.isActive !== undefined ? { is_active: fields.isActive } : {}),
  };
}

/** Every duration, active or not, shortest first (label and id settle ties). */
export async function listDurationRows(db: Db): Promise<AdminDurationRow[]> {
  return db('investment_durations')
    .select(columns)
    .orderBy([{ column: 'hours' }, { column: 'label' }, { column: 'id' }]);
}

export async function insertDurationRow(
  db: Db,
  fields: DurationFields,
  now: Date,
): Promise<AdminDurationRow> {
  const [row] = await db('investment_durations')
    .insert({ ...toColumns(fields), created_at: now, updated_at: now })
    .returning(columns);
  return row;
}

/** Takes the duration for the rest of the transaction (edits and deletion one after the other). */
export async function lockDurationRow(db: Db, id: string): Promise<AdminDurationRow | undefined> {
  return db('investment_durations').where('id', id).first(columns).forUpdate();
}

export async function updateDurationRow(
  db: Db,
  id: string,
  fields: Partial<DurationFields>,
  now: Date,
): Promise<AdminDurationRow> {
  const [row] = await db('investment_durations')
    .where('id', id)
    .update({ ...toColumns(fields), updated_at: now })
    .returning(columns);
  return row;
}

/** Whether any investment, running or settled, was bought with this duration. */
export async function isDurationUsed(db: Db, id: string): Promise<boolean> {
  const row = await db('investments').where('duration_id', id).first(db.raw('1 AS used'));
  return row !== undefined;
}

export async function deleteDurationRow(db: Db, id: string): Promise<void> {
  await db('investment_durations').where('id', id).delete();
}
