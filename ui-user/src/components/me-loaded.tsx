import { type Profile, userScreenMessages } from '@tradesim/core';
import { ErrorState, LoadingState } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors.js';
import { useMe } from '../lib/use-me.js';

/** The signed-in user's profile once loaded; until then a spinner, or the failure with Retry. */
export function MeLoaded({ children }: { children: (me: Profile) => ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError) {
    return (
      <ErrorState
        message={errorMessage(me.error, userScreenMessages.loadProfileFailed)}
        onRetry={() => void me.refetch()}
      />
    );
  }
  return children(me.data);
}
