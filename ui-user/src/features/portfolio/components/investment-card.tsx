import type { Investment } from '@tradesim/core';
import {
  AssetIcon,
  Button,
  changeClass,
  formatDateTime,
  formatSignedPercent,
  formatUsd,
  SimulatedTag,
} from '@tradesim/ui-kit';
import { useId } from 'react';
import styles from './investment-card.module.css';
import { ProgressBar } from './progress-bar.js';
import { StatusBadge } from './status-badge.js';

export interface CardActions {
  onSell(investment: Investment): void;
  onArchive(investment: Investment): void;
  onRestore(investment: Investment): void;
  /** The investment whose archive or restore is under way (its button waits). */
  busyId: string | null;
}

/** The time-left caption: "4d 13h remaining" while running, else the server's word for it. */
function progressText(investment: Investment): string {
  const running = investment.status === 'active' && !investment.isMatured;
  return running ? `${investment.timeRemaining} remaining` : investment.timeRemaining;
}

/** One investment: what it is worth now, what it earned, how far through its term, and what can be done. */
export function InvestmentCard({ investment, actions }: { investment: Investment; actions: CardActions }) {
  const titleId = useId();
  const name = investment.asset?.name || 'Unknown Asset';
  const symbol = investment.asset?.symbol || 'N/A';
  const tone = changeClass(investment.currentReturn);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <AssetIcon symbol={symbol} icon={investment.asset?.icon ?? null} size={40} />
        <div className={styles.names}>
          <h3 id={titleId} className={styles.name}>
            {name}
          </h3>
          <p className={styles.symbol}>{symbol}</p>
        </div>
        <StatusBadge status={investment.status} />
      </header>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            Current value <SimulatedTag />
          </dt>
          <dd className={`${styles.big} tabular`}>{formatUsd(investment.currentValue)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Return</dt>
          <dd className={`${styles.big} tabular ${tone ?? ''}`}>
            {formatUsd(investment.currentReturn, { signed: true })} (
            {formatSignedPercent(investment.returnPercent)})
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Invested</dt>
          <dd className="tabular">{formatUsd(investment.amount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Duration</dt>
          <dd>{investment.duration?.label ?? 'N/A'}</dd>
        </div>
      </dl>
      <ProgressBar progress={investment.progress} text={progressText(investment)} />
      {/* To the minute: a period of hours starts and ends on the same date. */}
      <p className={styles.period}>
        <time dateTime={investment.startDate}>{formatDateTime(investment.startDate)}</time>
        {' – '}
        <time dateTime={investment.endDate}>{formatDateTime(investment.endDate)}</time>
      </p>
      <CardButtons investment={investment} actions={actions} name={name} />
    </article>
  );
}

/** Sell Early while active; Remove once finished; Restore when archived. */
function CardButtons({
  investment,
  actions,
  name,
}: {
  investment: Investment;
  actions: CardActions;
  name: string;
}) {
  const busy = actions.busyId === investment.id;
  if (investment.isArchived) {
    return (
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Restore ${name}`}
          onClick={() => actions.onRestore(investment)}
        >
          Restore
        </Button>
      </div>
    );
  }
  if (investment.status === 'active') {
    return (
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Sell Early ${name}`}
          onClick={() => actions.onSell(investment)}
        >
          Sell Early
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={`Remove ${name}`}
        onClick={() => actions.onArchive(investment)}
      >
        Remove
      </Button>
    </div>
  );
}
