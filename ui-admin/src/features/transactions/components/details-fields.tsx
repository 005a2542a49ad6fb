import type { AdminTransaction } from '@tradesim/core';
import { formatDateTime, formatUsd } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailText } from '../../../components/email-text.js';
import { links } from '../../../config/routes.js';
import { useProcessorName } from '../api/use-processor.js';
import { StatusBadge, TypeBadge } from './badges.js';
import { userName } from './labels.js';
import styles from './transaction-details.module.css';

const none = <span className={styles.none}>None</span>;

/** One label and value; `mono` sets ids, hashes and addresses in a fixed-width font. */
function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{children}</dd>
    </div>
  );
}

/**
 * Every field of docs/product/admin-console.md#screens's details modal, plus what a withdrawal's review needs: the
 * destination wallet, the fee and the net amount paid out, and which admin processed it.
 */
export function DetailsFields({ transaction: t }: { transaction: AdminTransaction }) {
  const processor = useProcessorName(t.processedBy);
  const asset = [t.assetSymbol, t.assetName].filter(Boolean).join(' · ');
  return (
    <dl className={styles.fields}>
      <Row label="ID" mono>
        {t.id}
      </Row>
      <Row label="Status">
        <StatusBadge status={t.status} />
      </Row>
      <Row label="Type">
        <TypeBadge type={t.type} />
      </Row>
      <Row label="Amount">
        <span className="tabular">{formatUsd(t.amount)}</span>
      </Row>
      {t.type === 'withdrawal' && (
        <>
          <Row label="Fee">
            <span className="tabular">{formatUsd(t.fee)}</span>
          </Row>
          <Row label="Net amount">
            <span className="tabular">{formatUsd(t.netAmount)}</span>
          </Row>
          <Row label="Wallet address" mono={t.walletAddress !== null}>
            {t.walletAddress ?? none}
          </Row>
        </>
      )}
      <Row label="Asset">{asset || none}</Row>
      <Row label="Transaction hash" mono={t.transactionHash !== null}>
        {t.transactionHash ?? none}
      </Row>
      <Row label="User">
        <Link to={links.users({ user: t.userId })}>{userName(t)}</Link>
      </Row>
      <Row label="Email">
        <EmailText email={t.userEmail} />
      </Row>
      <Row label="Created">{formatDateTime(t.createdAt)}</Row>
      <Row label="Processed">{t.processedAt ? formatDateTime(t.processedAt) : 'Not yet processed'}</Row>
      {processor && <Row label="Processed by">{processor}</Row>}
      <Row label="Description">{t.description ?? none}</Row>
      <Row label="Admin notes">{t.adminNotes ?? none}</Row>
    </dl>
  );
}
