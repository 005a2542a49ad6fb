import { Card, PageHeader, QueryState, SimulatedNotice } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useTradingSettings } from '../../../lib/use-market.js';
import { AboutQuestions } from './about-questions.js';
import { DepositQuestions } from './deposit-questions.js';
import styles from './faq-page.module.css';
import { InvestingQuestions } from './investing-questions.js';
import { WithdrawalQuestions } from './withdrawal-questions.js';

/**
 * FAQ (the spec only names it): how returns, the early-sale penalty, deposits and withdrawals
 * work. Limits and fees are read from the trading settings, so the answers follow what an
 * admin sets, never a number typed here.
 */
export function FaqPage() {
  const settings = useTradingSettings();
  return (
    <div className={styles.page}>
      <PageHeader title="FAQ" />
      <p className={styles.intro}>How investing, deposits and withdrawals work on Tradesim.</p>
      <QueryState query={settings} errorText="Failed to load trading settings">
        {(loaded) => (
          <>
            <Section title="Investing and returns">
              <InvestingQuestions />
            </Section>
            <Section title="Deposits">
              <DepositQuestions settings={loaded} />
            </Section>
            <Section title="Withdrawals">
              <WithdrawalQuestions settings={loaded} />
            </Section>
            <Section title="About Tradesim">
              <AboutQuestions />
            </Section>
            <p className={styles.help}>
              Still have a question? <Link to={paths.support}>Contact support</Link>
            </p>
            <SimulatedNotice />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </Card>
  );
}
