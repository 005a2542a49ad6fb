/**
 * Wrong second-factor codes per account, counted in this instance's memory: a code is checked
 * inside the transaction it unlocks (a withdrawal's, an Idempotency-Key's), which rolls back
 * when the code is wrong, so a count written there would vanish with it, and the embedded
 * database has no second connection to write it on. Ten wrong codes in the window lock the
 * account's codes out (429) until it ends; with N instances an attacker gets N × 10 guesses per
 * window at a 6-digit code, against the million a guess needs.
 */
export interface CodeAttempts {
  /** Seconds until the account's codes are taken again, or null when they are now. */
  lockedFor(userId: string, now: Date): number | null;
  failed(userId: string, now: Date): void;
}

export function createCodeAttempts(options: {
  windowMs: number;
  maxFailures: number;
  maxAccounts?: number;
}): CodeAttempts {
  const failures = new Map<string, { startedAt: number; count: number }>();
  const maxAccounts = options.maxAccounts ?? 100_000;

  function current(userId: string, now: Date) {
    const entry = failures.get(userId);
    if (entry && now.getTime() - entry.startedAt < options.windowMs) return entry;
    failures.delete(userId);
    return null;
  }

  return {
    lockedFor(userId: string, now: Date): number | null {
      const entry = current(userId, now);
      if (!entry || entry.count < options.maxFailures) return null;
      return Math.max(1, Math.ceil((entry.startedAt + options.windowMs - now.getTime()) / 1000));
    },
    failed(userId: string, now: Date): void {
      const entry = current(userId, now);
      if (entry) entry.count += 1;
      else {
        if (failures.size >= maxAccounts) failures.delete(failures.keys().next().value ?? '');
        failures.set(userId, { startedAt: now.getTime(), count: 1 });
      }
    },
  };
}
