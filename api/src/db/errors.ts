interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  severity?: string;
}

function pgError(error: unknown): PgError {
  return typeof error === 'object' && error !== null ? (error as PgError) : {};
}

/** 23505: a unique index refused the row. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** 23503: a foreign key refused the row (it points at a row that is gone, or is still pointed at). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e.code === '23503' && (constraint === undefined || e.constraint === constraint);
}

/** 40P01 / 40001: a deadlock or serialisation failure; the same work may succeed when run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = pgError(error).code;
  return code === '40P01' || code === '40001';
}

/** 55P03: lock_timeout expired while waiting for a row another transaction holds. */
export function isLockTimeout(error: unknown): boolean {
  return pgError(error).code === '55P03';
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
  // Busy rather than down, but the same answer: nothing was done, try again shortly. A lock wait
  // that timed out, a statement cancelled or timed out, a transaction ended for idling (its
  // process stalled), a deadlock or serialisation failure that was not retried.
  '55P03',
  '57014',
  '25P03',
  '40P01',
  '40001',
]);

/** Disk full, out of a resource, an I/O error, a read-only transaction (a standby, after a failover). */
const storageCodes = new Set(['53100', '53000', '58030', '25006']);
/** How PostgreSQL words a refused file write (42501, or XX000 for a quota), on its files' errno. */
const refusedFileWrite =
  /^could not .*: (Read-only file system|Permission denied|(Disk )?[Qq]uota exceeded)$/;

/**
 * The database's storage refused a write: its disk is full or read-only, or failing. Nothing
 * the request did was committed; the same request may succeed once the fault clears.
 */
export function isStorageFault(error: unknown): boolean {
  const e = pgError(error);
  if (e.code && storageCodes.has(e.code)) return true;
  return (e.code === '42501' || e.code === 'XX000') && refusedFileWrite.test(e.message ?? '');
}

/**
 * The database cannot be reached (refused connection, pool timeout, closed embedded instance,
 * server shutting down), or cannot write (isStorageFault). The API answers 503
 * SERVICE_UNAVAILABLE instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = pgError(error);
  if (e.code && unavailableCodes.has(e.code)) return true;
  if (isStorageFault(error)) return true;
  const message = e.message ?? '';
  return (
    /Knex: Timeout acquiring a connection|Unable to acquire a connection|PGlite is closed|Connection terminated|Client has encountered a connection error/i.test(
      message,
    ) ||
    (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable))
  );
}

/**
 * An error after which the embedded database's instance cannot be trusted: its files refused
 * an operation (SQLSTATE class 58, or isStorageFault), or it stopped (PANIC, FATAL).
 */
export function isEmbeddedInstanceFault(error: unknown): boolean {
  const e = pgError(error);
  if (e.severity === 'PANIC' || e.severity === 'FATAL') return true;
  return e.code?.startsWith('58') === true || isStorageFault(error);
}

/**
 * 22021 / 22P05: text Postgres cannot store (U+0000 in a string). Every request's body, query
 * and path are checked before a handler runs (http/storable-text.ts); this catches any other
 * way in as the client's mistake, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgError(error).code;
  return code === '22021' || code === '22P05';
}
