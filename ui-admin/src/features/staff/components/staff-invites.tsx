import type { StaffInvite } from '@tradesim/core';
import { Card, formatDateTime } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import { roleName } from '../../../lib/use-staff-may.js';
import { memberName } from './staff-labels.js';
import styles from './staff-page.module.css';

/** Invitations sent and not yet accepted, each with the moment its link stops working. */
export function StaffInvites({ invites }: { invites: StaffInvite[] }) {
  return (
    <Card aria-labelledby="invites-title" className={styles.panel}>
      <h2 id="invites-title" className={styles.title}>
        Open invitations
      </h2>
      {invites.length === 0 ? (
        <p className={styles.muted}>No invitation is waiting to be accepted.</p>
      ) : (
        <ul className={styles.invites}>
          {invites.map((invite) => (
            <li key={invite.id} className={styles.invite}>
              <p className={styles.inviteName}>
                {memberName(invite)} · {roleName(invite.role)}
              </p>
              <p className={styles.muted}>
                <EmailText email={invite.email} />
              </p>
              <p className={styles.muted}>Expires {formatDateTime(invite.expiresAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
