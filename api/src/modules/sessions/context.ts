import type { Database } from '../../db/connect.js';
import { createSessionView, type SessionView } from './session-view.js';

// What the sessions module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /** The sessions behind recent requests in memory, forgotten as their endings commit. */
    sessionView: SessionView;
  }
}

export function sessionsContext(db: Database): { sessionView: SessionView } {
  return { sessionView: createSessionView(db) };
}
