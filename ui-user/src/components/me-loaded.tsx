import { type Profile, userScreenMessages } from '@tradesim/core';
import { QueryState } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { useMe } from '../lib/use-me.js';

/** The signed-in user's profile once loaded; until then a spinner, or the failure with Retry. */
export function MeLoaded({ children }: { children: (me: Profile) => ReactNode }) {
  return (
    <QueryState query={useMe()} errorText={userScreenMessages.loadProfileFailed}>
      {children}
    </QueryState>
  );
}
