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

/**
 * The four portfolio figures, which cover the open investments only (valued now by the server);
 * returns already paid out are in the balance, and Profile shows the all-time total.
 */
export function PortfolioSummary({ summary }: { summary: InvestmentList['summary'] }) {
  const tone = changeClass(summary.totalReturns);
  return (
    <section className={styles.section} aria-labelledby="portfolio-summary-scope">
      <p id="portfolio-summary-scope" className={styles.scope}>
        Open investments
      </p>
      <dl className={styles.summary}>
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
        <Figure
          label={
            <>
              Total Returns <SimulatedTag />
            </>
          }
          className={tone}
        >
          {formatUsd(summary.totalReturns, { signed: true })}
        </Figure>
        <Figure
          label={
            <>
              Return % <SimulatedTag />
            </>
          }
          className={changeClass(summary.returnPercent)}
        >
          {formatSignedPercent(summary.returnPercent)}
        </Figure>
      </dl>
      <p className={styles.hint}>
        Returns already paid out are in your balance; Profile shows all-time returns.
      </p>
    </section>
  );
}
