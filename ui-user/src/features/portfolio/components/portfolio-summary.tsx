import type { InvestmentList } from '@tradesim/core';
import { changeClass, formatSignedPercent, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import styles from './portfolio-summary.module.css';

function Figure({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={`${styles.value} tabular ${className ?? ''}`}>{children}</dd>
    </div>
  );
}

/** The four portfolio figures over the open investments, valued now by the server. */
export function PortfolioSummary({ summary }: { summary: InvestmentList['summary'] }) {
  const tone = changeClass(summary.totalReturns);
  return (
    <dl className={styles.summary} aria-label="Portfolio summary">
      <Figure label="Total Invested">{formatUsd(summary.totalInvested)}</Figure>
      <Figure
        label={
          <>
            Current Value <SimulatedTag />
          </>
        }
      >
        {formatUsd(summary.currentValue)}
      </Figure>
      <Figure label="Total Returns" className={tone}>
        {formatUsd(summary.totalReturns, { signed: true })}
      </Figure>
      <Figure label="Return %" className={changeClass(summary.returnPercent)}>
        {formatSignedPercent(summary.returnPercent)}
      </Figure>
    </dl>
  );
}
