/**
 * Where the user session is kept (apart from the console's, so both can be signed in at once).
 * A module of its own: main.tsx reads the session before the SDK has loaded (app/early-requests.ts).
 */
export const userSessionKey = 'tradesim.session';
