import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '@tradesim/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAppSdk } from './sdk-context.js';

interface AuthState {
  signedIn: boolean;
  signIn(input: LoginRequest): Promise<void>;
  register(input: RegisterRequest): Promise<void>;
  /** `global` signs out every device. The local session is forgotten even if the call fails. */
  signOut(scope?: 'local' | 'global'): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Signed in means the SDK holds a session. It ends on sign-out, or when the server says the
 * session is over (expired, revoked elsewhere, banned): then every cached query is dropped so
 * the next user of the device sees nothing of this one.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { client, onSignedOut } = useAppSdk();
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => client.credentials().user !== null);

  const forget = useCallback(() => {
    client.realtime.close();
    queryClient.clear();
    setSignedIn(false);
  }, [client, queryClient]);

  useEffect(() => onSignedOut(forget), [onSignedOut, forget]);
  useEffect(() => {
    // Another tab signed in or out.
    const onStorage = () => setSignedIn(client.credentials().user !== null);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  const value = useMemo<AuthState>(
    () => ({
      signedIn,
      signIn: async (input) => {
        await client.auth.login(input);
        queryClient.clear();
        setSignedIn(true);
      },
      register: async (input) => {
        await client.auth.register(input);
        queryClient.clear();
        setSignedIn(true);
      },
      signOut: async (scope = 'local') => {
        try {
          await client.auth.logout({ scope });
        } finally {
          forget();
        }
      },
    }),
    [client, queryClient, signedIn, forget],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
