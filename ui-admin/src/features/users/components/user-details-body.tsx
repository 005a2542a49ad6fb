import type { AdminUserDetails } from '@tradesim/core';
import { formatDateTime, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import { BannedBy } from './banned-by.js';
import { ReturnPercent } from './return-percent.js';
import { StatusBadge } from './status-badge.js';
import { UserAvatar } from './user-avatar.js';
import styles from './user-details.module.css';
import { UserTimeline } from './user-timeline.js';

/**
 * What View Details shows (docs/product/admin-console.md#screens): role, email, joined, last login, balance, portfolio
 * value, total return, the ban if there is one, and the preferences as raw data; then the
 * user's timeline (beyond the spec: what support and finance read first).
 */
export function UserDetailsBody({ user }: { user: AdminUserDetails }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: on a short screen this region scrolls, and a keyboard user must be able to scroll it (axe scrollable-region-focusable).
    <section className={styles.body} aria-label={`Details of ${user.displayName}`} tabIndex={0}>
      <div className={styles.who}>
        <UserAvatar name={user.displayName} avatarUrl={user.avatarUrl} size="lg" />
        <div>
          <p className={styles.name}>{user.displayName}</p>
          <StatusBadge banned={user.isBanned} />
        </div>
      </div>
      <dl className={styles.list}>
        <Row term="Role">{user.userType === 'admin' ? 'Administrator' : 'Regular User'}</Row>
        <Row term="Email">{user.email}</Row>
        <Row term="Joined">{formatDateTime(user.createdAt)}</Row>
        <Row term="Last Login">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</Row>
        <Row term="Balance">
          <span className="tabular">{formatUsd(user.balance)}</span>
        </Row>
        <Row term="Portfolio Value">
          <span className="tabular">{formatUsd(user.portfolio.currentValue)}</span> <SimulatedTag />
        </Row>
        <Row term="Total Return">
          <ReturnPercent value={user.portfolio.totalReturnPercent} />
        </Row>
        {user.isBanned && (
          <>
            <Row term="Ban Reason">{user.bannedReason ?? 'No reason recorded'}</Row>
            <Row term="Banned On">{user.bannedAt ? formatDateTime(user.bannedAt) : 'Unknown'}</Row>
            {user.bannedBy && (
              <Row term="Banned By">
                <BannedBy adminId={user.bannedBy} />
              </Row>
            )}
          </>
        )}
      </dl>
      <div>
        <h3 className={styles.term}>Preferences</h3>
        <pre className={styles.raw}>{JSON.stringify(user.preferences, null, 2)}</pre>
      </div>
      <UserTimeline userId={user.id} />
    </section>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
