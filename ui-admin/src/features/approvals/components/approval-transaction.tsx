import type { ApprovalContext } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { ProofImage } from '../../../components/proof-image.js';
import { links } from '../../../config/routes.js';
import { statusLabel, typeLabel } from '../../../lib/transaction-labels.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import styles from './approval-card.module.css';
import { Fact, FactGroup } from './approval-facts.js';

type RequestTransaction = NonNullable<ApprovalContext['transaction']>;

/**
 * Whether the payout address is one this user was paid to before. A first payout to a new
 * address is where a taken-over account shows, so it is said in words and colour, never colour
 * alone.
 */
function WalletSeen({ seen }: { seen: boolean | undefined }) {
  if (seen === undefined) return null;
  return seen ? (
    <span className={`${styles.tag} ${styles.known}`}>Paid out to before</span>
  ) : (
    <span className={`${styles.tag} ${styles.newAddress}`}>
      New address: this user was never paid out to it
    </span>
  );
}

/** The deposit or withdrawal a request carries out: a link to it, where the money goes, the proof. */
export function ApprovalTransaction({ transaction: t }: { transaction: RequestTransaction }) {
  const may = useStaffMay();
  return (
    <FactGroup
      title="Transaction"
      after={t.type === 'deposit' && <ProofImage transactionId={t.id} hasProof={Boolean(t.proofUrl)} />}
    >
      <Fact term="Transaction">
        {may('transactions') ? (
          <Link to={links.transactions({ transaction: t.id })}>
            Open the {typeLabel(t.type).toLowerCase()}
          </Link>
        ) : (
          typeLabel(t.type)
        )}{' '}
        ({statusLabel(t.status)})
      </Fact>
      <Fact term="Made by the user">{formatDateTime(t.createdAt)}</Fact>
      {t.transactionHash && (
        <Fact term="Transaction hash" wide>
          <span className={styles.mono}>{t.transactionHash}</span>
        </Fact>
      )}
      {t.walletAddress && (
        <Fact term="Wallet address" wide>
          <span className={styles.mono}>{t.walletAddress}</span> <WalletSeen seen={t.walletSeenBefore} />
        </Fact>
      )}
    </FactGroup>
  );
}
