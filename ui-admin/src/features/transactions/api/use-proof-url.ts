import { useBlobUrl } from '../../../lib/use-blob-url.js';

/** The deposit's proof image as an object URL, downloaded with the admin session. */
export function useProofUrl(id: string, enabled: boolean) {
  return useBlobUrl(`proof:${id}`, (client) => client.admin.transactions.proof(id), enabled);
}
