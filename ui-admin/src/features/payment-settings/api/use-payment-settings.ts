import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPaymentSettings, isAppError } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The deposit wallet and QR code (GET /api/admin/payment-settings; created empty when missing). */
export function usePaymentSettings() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.paymentSettings, queryFn: () => client.admin.paymentSettings.get() });
}

/**
 * Saving the wallet, uploading or removing the QR: each answers with the whole settings record,
 * which replaces the cached one, so the form, the QR card and the information panel agree at once.
 */
export function usePaymentSettingsChanges() {
  const client = useClient();
  const queryClient = useQueryClient();
  const store = (settings: AdminPaymentSettings) =>
    queryClient.setQueryData(queryKeys.paymentSettings, settings);
  return {
    saveWallet: useMutation({
      mutationFn: (walletAddress: string) => client.admin.paymentSettings.setWallet(walletAddress),
      onSuccess: store,
    }),
    uploadQr: useMutation({
      mutationFn: (file: File) => client.admin.paymentSettings.uploadQr(file, file.name),
      onSuccess: store,
    }),
    removeQr: useMutation({ mutationFn: () => client.admin.paymentSettings.removeQr(), onSuccess: store }),
    generateQr: useMutation({
      mutationFn: () => client.admin.paymentSettings.generateQr(),
      onSuccess: store,
    }),
  };
}

/**
 * A failed change says the server's own words when it refused the input (4xx: "File size must be
 * less than 5MB", an invalid address), and the spec's fallback when the request itself failed.
 */
export function changeFailureText(error: unknown, fallback: string): string {
  return isAppError(error) && error.status < 500 ? error.message : fallback;
}
