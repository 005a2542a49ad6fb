/**
 * Where a sign-in page sends the user once signed in: the `from` its guard put in the router
 * state, when that is an in-app path (never "//host", so a crafted state cannot send the user
 * elsewhere), and not a sign-in page or the bare root; else the app's home.
 */
export function returnPath(state: unknown, paths: { home: string; signIn: string }): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  if (from.startsWith(paths.signIn) || from === '/') return paths.home;
  return from;
}
