import type {
  AuthResponse,
  LoginRequest,
  LogoutRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';
import type { Http } from '../http.js';

const auth = routes.auth;

/**
 * Sign-up, sign-in and the password-reset flow; sessions are kept in the client's store (`http`
 * is only for the store and the shared refresh).
 */
export function authResource(call: Call, http: Http) {
  const keep = (response: AuthResponse): AuthResponse => {
    http.store.save({ ...http.store.load(), user: response.session });
    return response;
  };
  return {
    register: async (input: RegisterRequest) => keep(await call(auth.register, { body: input })),
    login: async (input: LoginRequest) => keep(await call(auth.login, { body: input })),
    /**
     * Rotates the refresh token; the client also does this by itself when the access token runs out.
     * Adapted on purpose (AdaptedBySdk): it goes through the client's one shared refresh (a lock
     * across tabs, the store updated) and answers the new session, not the route's `{ session }`.
     */
    refresh: () => http.refreshUserSession(),
    /** Signs out this session (`local`) or all of them (`global`); the local copy is cleared either way. */
    logout: async (input: LogoutRequest = {}) => {
      try {
        await call(auth.logout, { body: input });
      } finally {
        http.store.save({ ...http.store.load(), user: null });
      }
    },
    forgotPassword: (email: string) => call(auth.forgotPassword, { body: { email } }),
    resetPassword: (input: ResetPasswordRequest) => call(auth.resetPassword, { body: input }),
  };
}
