import type { JobDefinition } from '../../jobs/job.js';

// What the admin-ops module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /**
     * The jobs this server schedules (api/src/all-jobs.ts), which staff may run now (jobs.ts).
     * Handed in by the wiring: the table imports the modules that define the jobs.
     */
    scheduledJobs: readonly JobDefinition[];
  }
}

export function adminOpsContext(jobs: readonly JobDefinition[]): { scheduledJobs: readonly JobDefinition[] } {
  return { scheduledJobs: jobs };
}
