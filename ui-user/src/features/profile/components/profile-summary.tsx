import type { Profile } from '@tradesim/core';
import { Button, Card, formatDate, Icon } from '@tradesim/ui-kit';
import styles from './profile-summary.module.css';

/** Avatar (the picture, or the name's initial on a tile), name, email, and "Edit name". */
export function ProfileSummary({ profile, onEditName }: { profile: Profile; onEditName(): void }) {
  return (
    <Card className={styles.summary} aria-label="Account">
      <span className={styles.avatar} aria-hidden="true">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" />
        ) : (
          profile.displayName.charAt(0).toUpperCase()
        )}
      </span>
      <div className={styles.who}>
        <h2 className={styles.name}>{profile.displayName}</h2>
        <p className={styles.email}>{profile.email}</p>
        <p className={styles.since}>Member since {formatDate(profile.createdAt)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onEditName} className={styles.edit}>
        <Icon name="edit" size={16} />
        Edit name
      </Button>
    </Card>
  );
}
