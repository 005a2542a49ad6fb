import { Button } from '../../components/button.js';
import { Icon } from '../../components/icons.js';
import { useTimedMessage } from '../../components/notice.js';
import { downloadText } from '../../lib/download-text.js';
import styles from './recovery-codes.module.css';

/** The file the codes are saved in, one a line. */
export const recoveryCodesFileName = 'tradesim-recovery-codes.txt';

/**
 * The ten recovery codes, shown once: listed, with Copy (a check for 2 s) and Download (a text
 * file), so they get saved somewhere before the screen moves on.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const copied = useTimedMessage(2000);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      copied.show('Copied');
    } catch {
      copied.show('Copy failed', 'error');
    }
  };
  return (
    <>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Icon name={copied.message?.tone === 'success' ? 'check' : 'copy'} size={16} />
          {copied.message?.text ?? 'Copy codes'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => downloadText(text, recoveryCodesFileName, 'text/plain;charset=utf-8')}
        >
          <Icon name="download" size={16} />
          Download
        </Button>
      </div>
    </>
  );
}
