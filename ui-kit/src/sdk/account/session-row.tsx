import type { SessionInfo } from '@tradesim/core';
import { describeDevice } from '@tradesim/core';
import { Button } from '../../components/button.js';
import { Icon } from '../../components/icons.js';
import { formatDateTime } from '../../lib/format.js';
import styles from './session-row.module.css';

/** One session: device, when it signed in and was last used; "This device" or a Revoke button. */
export function SessionRow({ session, onRevoke }: { session: SessionInfo; onRevoke(): void }) {
  const device = describeDevice(session.userAgent);
  return (
    <li className={styles.row}>
      <span className={styles.icon}>
        <Icon name="device" />
      </span>
      <div className={styles.details}>
        <p className={styles.device} title={session.userAgent ?? undefined}>
          {device}
          {session.current && <span className={styles.current}>This device</span>}
        </p>
        <p className={styles.meta}>
          Signed in {formatDateTime(session.createdAt)}
          {session.ipAddress && ` · ${session.ipAddress}`}
        </p>
        <p className={styles.meta}>Last used {formatDateTime(session.lastUsedAt)}</p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onRevoke} aria-label={`Revoke ${device}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}
