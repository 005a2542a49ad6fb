import { Icon, PageHeader } from '@tradesim/ui-kit';
import styles from './flow-header.module.css';

/** The screen's h1 with the step's Back (each step knows where back leads; none on the last). */
export function FlowHeader({ title, onBack }: { title: string; onBack?: (() => void) | undefined }) {
  return (
    <PageHeader
      title={title}
      back={
        onBack && (
          <button type="button" className={styles.back} onClick={onBack} aria-label="Back">
            <Icon name="back" />
          </button>
        )
      }
    />
  );
}
