import { useId } from 'react';
import { useBlobUrl } from '../lib/use-blob-url.js';
import styles from './proof-image.module.css';
import { SecureImage } from './secure-image.js';

/**
 * A deposit's payment proof, downloaded with the admin session (docs/product/admin-console.md#transactions:
 * required for approval). Shown in the transaction's details and on its approval request.
 */
export function ProofImage({ transactionId, hasProof }: { transactionId: string; hasProof: boolean }) {
  const { state, retry } = useBlobUrl(
    `proof:${transactionId}`,
    (client) => client.admin.transactions.proof(transactionId),
    hasProof,
  );
  const titleId = useId();
  return (
    <section className={styles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Payment proof
      </h3>
      {hasProof ? (
        <SecureImage
          state={state}
          retry={retry}
          alt="Payment proof uploaded by the user"
          noun="proof image"
        />
      ) : (
        <p className={styles.none}>No payment proof was uploaded.</p>
      )}
    </section>
  );
}
