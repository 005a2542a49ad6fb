import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPaymentSettings, type ApprovalResponse, isAppError } from '@tradesim/core';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The deposit wallet and QR code (GET /api/admin/payment-settings; created empty when missing). */
export function usePaymentSettings() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.paymentSettings, queryFn: () => client.admin.paymentSettings.get() });
}

/**
 * Saving the wallet, uploading, generating or removing the QR. Where users pay is dual-controlled:
 * a real change answers `{approval}` (202) and changes nothing until a second staff member
 * approves, so the pending list is read again; only a change that was no change (the address
 * already saved, no QR to remove) answers the settings, which replace the cached ones.
 */
export function usePaymentSettingsChanges() {
  const client = useClient();
  const queryClient = useQueryClient();
  const settle = (result: AdminPaymentSettings | ApprovalResponse) => {
    if (isApprovalResponse(result)) void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
    else queryClient.setQueryData(queryKeys.paymentSettings, result);
  };
  return {
    saveWallet: useMutation({
      mutationFn: ({ walletAddress, reason }: { walletAddress: string; reason?: string | undefined }) =>
        client.admin.paymentSettings.setWallet(walletAddress, reason),
      onSuccess: settle,
    }),
    uploadQr: useMutation({
      mutationFn: (file: File) => client.admin.paymentSettings.uploadQr(file, file.name),
      onSuccess: settle,
    }),
    removeQr: useMutation({ mutationFn: () => client.admin.paymentSettings.removeQr(), onSuccess: settle }),
    generateQr: useMutation({
      mutationFn: () => client.admin.paymentSettings.generateQr(),
      onSuccess: settle,
    }),
  };
}

/**
 * A failed change says the server's own words when it refused the input (4xx: "File size must be
 * less than 5MB", an invalid address, a change already waiting), and the spec's fallback when
 * the request itself failed.
 */
export function changeFailureText(error: unknown, fallback: string): string {
  return isAppError(error) && error.status < 500 ? error.message : fallback;
}
