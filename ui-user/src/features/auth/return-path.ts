import { type LoginState, paths } from '../../config/routes.js';

/**
 * Where RequireAuth said the user was going (LoginState.from). Only an in-app path is followed
 * (never "//host"), and never a sign-in page, so a crafted state cannot send the user elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.dashboard;
  if (from.startsWith(paths.login)) return paths.dashboard;
  return from;
}
