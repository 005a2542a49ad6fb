import { useId } from 'react';
import { SecureImage } from '../../../components/secure-image.js';
import { useProofUrl } from '../api/use-proof-url.js';
import styles from './transaction-details.module.css';

/**
 * The payment proof, downloaded with the admin session (docs/product/admin-console.md#transactions:
 * required for approval). Shown in the details and on the deposit's approval request.
 */
export function ProofImage({ transactionId, hasProof }: { transactionId: string; hasProof: boolean }) {
  const { state, retry } = useProofUrl(transactionId, hasProof);
  const titleId = useId();
  return (
    <section className={styles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.proofTitle}>
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
