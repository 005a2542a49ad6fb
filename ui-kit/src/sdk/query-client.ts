import { QueryClient } from '@tanstack/react-query';
import { isAppError } from '@tradesim/core';

/**
 * Reads retry once on a network or server failure, never on a refusal (4xx): a 404 or a
 * validation error will not change by asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(isAppError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
