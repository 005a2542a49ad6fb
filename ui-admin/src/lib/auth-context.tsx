import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  type Admin,
  type AdminLoginRequest,
  type AdminLoginResponse,
  isAppError,
} from '@tradesim/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { queryKeys } from './query-keys.js';
import { useAppSdk } from './sdk-context.js';
import { useSessionRenewal } from './use-session-renewal.js';

/**
 * checking: a stored session is being checked with the server (docs/product/admin-console.md#routes: a spinner shows);
 * signed-in: the server vouched for it; signed-out: none, or the server refused it;
 * unreachable: it could not be checked (network, 503), so the admin may retry without losing it.
 */
export type AdminAuthStatus = 'checking' | 'signed-in' | 'signed-out' | 'unreachable';

interface AdminAuthState {
  status: AdminAuthStatus;
  admin: Admin | null;
  /** Why the session could not be checked (with `unreachable`). */
  error: unknown;
  /** The server ended the session (not the admin's own sign-out): the login page says so. */
  sessionEnded: boolean;
  /** Why, when the server said (the realtime socket does: "Your account was disabled by an owner."). */
  endedBecause: string | null;
  /** Checks the stored session again (after `unreachable`). */
  recheck(): void;
  signIn(input: AdminLoginRequest): Promise<void>;
  /**
   * Accepts a staff invitation with a new password (and the second factor enrolled with it). The
   * SDK holds the new session at once, but the console enters it only with `enter`, so the
   * invitation page can first show the recovery codes, once.
   */
  acceptInvite(input: AcceptInviteRequest): Promise<AcceptInviteResponse>;
  /** Enters the console with a session the SDK already holds (an accepted invitation). */
  enter(response: AdminLoginResponse): void;
  /** Never fails: the local session is forgotten even if the server cannot be told. */
  signOut(): Promise<void>;
}

const AdminAuthContext = createContext<AdminAuthState | null>(null);

/**
 * Signed in means the SDK holds an admin session the server confirmed on load
 * (`client.admin.auth.session()`). It ends on sign-out, or when the server says the session is
 * over ("Invalid or expired session"): then every cached query is dropped, so whoever uses the
 * machine next sees nothing of this admin's work.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const { client, onSignedOut } = useAppSdk();
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(() => client.credentials().admin !== null);
  const session = useQuery({
    queryKey: queryKeys.session,
    queryFn: () => client.admin.auth.session(),
    enabled: hasSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useSessionRenewal(hasSession ? session.data?.expiresAt : undefined);

  // The SDK signals only the server's refusals (an admin's own sign-out is not one).
  const [endedByServer, setEndedByServer] = useState(false);
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const forget = useCallback(() => {
    client.realtime.close();
    queryClient.clear();
    setHasSession(false);
  }, [client, queryClient]);

  /**
   * A session the SDK just stored (sign-in, accepted invitation): nothing of whoever used the
   * console before stays cached, and the guard trusts it at once. The session check then runs
   * in the background for what sign-in does not answer (the second factor, the staff policy).
   */
  const begin = useCallback(
    ({ admin, session: created }: AdminLoginResponse) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, { admin, expiresAt: created.expiresAt });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      setEndedByServer(false);
      setEndedBecause(null);
      setHasSession(true);
    },
    [queryClient],
  );

  useEffect(
    () =>
      onSignedOut((why) => {
        setEndedByServer(true);
        setEndedBecause(why);
        forget();
      }),
    [onSignedOut, forget],
  );
  useEffect(() => {
    // Another tab signed in or out.
    const onStorage = () => setHasSession(client.credentials().admin !== null);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  // A refused session is over even if the SDK's sign-out signal has not arrived yet.
  const refused = isAppError(session.error) && session.error.status === 401;
  const status: AdminAuthStatus =
    !hasSession || refused
      ? 'signed-out'
      : session.data
        ? 'signed-in'
        : session.isError && !session.isFetching
          ? 'unreachable'
          : 'checking';

  const value = useMemo<AdminAuthState>(
    () => ({
      status,
      admin: status === 'signed-in' ? (session.data?.admin ?? null) : null,
      error: session.error,
      sessionEnded: status === 'signed-out' && (endedByServer || refused),
      endedBecause: status === 'signed-out' ? endedBecause : null,
      recheck: () => void session.refetch(),
      // The console's session is an HttpOnly cookie no script can read; the SDK keeps only its
      // CSRF token, which every write sends.
      signIn: async (input) => begin(await client.admin.auth.login({ ...input, session: 'cookie' })),
      acceptInvite: (input) => client.admin.auth.acceptInvite({ ...input, session: 'cookie' }),
      enter: begin,
      signOut: async () => {
        try {
          await client.admin.auth.logout();
        } catch {
          // Unreachable server: the SDK forgot the token anyway, and it expires by itself.
        } finally {
          setEndedByServer(false);
          setEndedBecause(null);
          forget();
        }
      },
    }),
    [
      client,
      status,
      session.data,
      session.error,
      session.refetch,
      forget,
      begin,
      endedByServer,
      endedBecause,
      refused,
    ],
  );
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthState {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth needs an <AdminAuthProvider> above it');
  return auth;
}
