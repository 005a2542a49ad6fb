import { Button, Icon, useTimedMessage } from '@tradesim/ui-kit';
import styles from './copy-address.module.css';

export const copiedText = 'Copied!';
export const copyFailedText = 'Could not copy. Select the address and copy it by hand.';

/** The deposit address, selectable, with a copy button whose 'Copied!' lasts 2 seconds. */
export function CopyAddress({ address }: { address: string }) {
  const feedback = useTimedMessage(2000);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      feedback.show(copiedText);
    } catch {
      // DESIGN: the browser may refuse the clipboard (permissions, insecure origin); say so.
      feedback.show(copyFailedText, 'error');
    }
  };
  const copied = feedback.message?.tone === 'success';
  return (
    <div className={styles.box}>
      <p className={styles.label}>Wallet address (TRC20)</p>
      <div className={styles.row}>
        <code className={styles.address} data-testid="deposit-address">
          {address}
        </code>
        <Button variant={copied ? 'primary' : 'secondary'} size="sm" onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
          {copied ? copiedText : 'Copy'}
        </Button>
      </div>
      <p className={feedback.message?.tone === 'error' ? styles.error : 'visually-hidden'} role="status">
        {feedback.message?.text ?? ''}
      </p>
    </div>
  );
}
