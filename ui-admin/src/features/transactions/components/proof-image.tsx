import { Button, LoadingState } from '@tradesim/ui-kit';
import { useProofUrl } from '../api/use-proof-url.js';
import styles from './transaction-details.module.css';

/** The payment proof, downloaded with the admin token (docs/product/admin-console.md#transactions: required for approval). */
export function ProofImage({ transactionId, hasProof }: { transactionId: string; hasProof: boolean }) {
  const { state, retry } = useProofUrl(transactionId, hasProof);
  return (
    <section className={styles.proof} aria-labelledby="proof-title">
      <h3 id="proof-title" className={styles.proofTitle}>
        Payment proof
      </h3>
      {!hasProof && <p className={styles.none}>No payment proof was uploaded.</p>}
      {hasProof && state.status === 'loading' && <LoadingState text="Loading proof image..." />}
      {hasProof && state.status === 'error' && (
        <div className={styles.proofError} role="alert">
          <span>Failed to load the proof image</span>
          <Button variant="secondary" size="sm" onClick={retry}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <img className={styles.proofImage} src={state.url} alt="Payment proof uploaded by the user" />
          <a href={state.url} target="_blank" rel="noreferrer" className={styles.proofLink}>
            Open full size
          </a>
        </>
      )}
    </section>
  );
}
