import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAppError, type PurchaseRequest } from '@tradesim/core';
import { useState } from 'react';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * Buys an investment with one Idempotency-Key per visit of Confirm Purchase, so a double
 * click or a retry after a lost answer buys once. A refusal (4xx) bought nothing, and the
 * server would replay it for the same key, so the next attempt gets a fresh key; after a
 * network or server failure the key stays, since the first attempt may have gone through.
 * A refusal for insufficient balance also reads the balance again.
 */
export function usePurchase() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (input: PurchaseRequest) => client.investments.purchase(input, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allInvestments });
    },
    onError: (error) => {
      if (isAppError(error) && error.status < 500) setIdempotencyKey(crypto.randomUUID());
      // The balance the screen showed was out of date: read it again, so it shows what is there.
      if (isAppError(error) && error.code === 'INSUFFICIENT_BALANCE')
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
