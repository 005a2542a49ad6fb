import type { QueryClient } from '@tanstack/react-query';
import type { TradesimClient } from '@tradesim/sdk';

/**
 * One read a screen makes as it opens, put in the query cache before the screen's first render:
 * the same query options its hook passes to useQuery, so the hook finds the answer there.
 * See app/screen-reads.ts.
 */
export type ScreenRead = (cache: QueryClient, client: TradesimClient) => Promise<void>;
