import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Where to send USDT for a top-up: the wallet address and its QR code. */
export function usePaymentSettings() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.paymentSettings, queryFn: () => client.wallet.paymentSettings() });
}
