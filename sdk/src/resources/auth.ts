import type {
  AuthResponse,
  LoginRequest,
  LogoutRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Session,
} from '@tradesim/core';
import type { Http } from '../http.js';

/** Sign-up, sign-in and the password-reset flow; sessions are kept in the client's store. */
export function authResource(http: Http) {
  const keep = (response: AuthResponse): AuthResponse => {
    http.store.save({ ...http.store.load(), user: response.session });
    return response;
  };
  return {
    register: async (input: RegisterRequest) =>
      keep(
        await http.request<AuthResponse>({
          method: 'POST',
          path: '/api/auth/register',
          auth: 'none',
          body: input,
        }),
      ),
    login: async (input: LoginRequest) =>
      keep(
        await http.request<AuthResponse>({
          method: 'POST',
          path: '/api/auth/login',
          auth: 'none',
          body: input,
        }),
      ),
    /** Rotates the refresh token; the client also does this by itself when the access token runs out. */
    refresh: (): Promise<Session> => http.refreshUserSession(),
    /** Signs out this session (`local`) or all of them (`global`); the local copy is cleared either way. */
    logout: async (input: LogoutRequest = {}) => {
      try {
        await http.request<void>({ method: 'POST', path: '/api/auth/logout', auth: 'user', body: input });
      } finally {
        http.store.save({ ...http.store.load(), user: null });
      }
    },
    forgotPassword: (email: string) =>
      http.request<void>({
        method: 'POST',
        path: '/api/auth/forgot-password',
        auth: 'none',
        body: { email },
      }),
    resetPassword: (input: ResetPasswordRequest) =>
      http.request<void>({ method: 'POST', path: '/api/auth/reset-password', auth: 'none', body: input }),
  };
}
