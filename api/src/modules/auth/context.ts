import type { Config } from '../../config.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';

// What the auth module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /** argon2id at the configured cost (passwords.ts). */
    passwords: PasswordHasher;
  }
}

export function authContext(config: Pick<Config, 'passwordHashing'>): { passwords: PasswordHasher } {
  return { passwords: createPasswordHasher(config.passwordHashing) };
}
