import type { AppContext } from '../context.js';

/** A scheduled job (docs/architecture.md#jobs): run by at most one instance at a time, state in `job_state`. */
export interface JobDefinition {
  name: 'price-tick' | 'settle-matured' | 'clean-up' | 'market-update' | 'portfolio-history';
  /** How often it is due. */
  intervalMs(ctx: AppContext): number;
  /** Whether it runs on a fresh database before anyone switches it on (default true). */
  enabledByDefault?: boolean;
  /** One run; its result (small JSON) is kept as `last_result`. */
  run(ctx: AppContext): Promise<Record<string, unknown>>;
}
