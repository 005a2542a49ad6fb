import type { Config } from '../../config.js';
import { type CodeAttempts, createCodeAttempts } from './attempts.js';

// What the mfa module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /** Wrong second-factor codes per account (attempts.ts). */
    codeAttempts: CodeAttempts;
  }
}

export function mfaContext(config: Pick<Config, 'rateLimits'>): { codeAttempts: CodeAttempts } {
  return { codeAttempts: createCodeAttempts({ windowMs: config.rateLimits.windowMs, maxFailures: 10 }) };
}
