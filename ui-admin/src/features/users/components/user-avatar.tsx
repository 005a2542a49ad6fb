import { useState } from 'react';
import styles from './user-identity.module.css';

/** The user's picture, or their initials when they have none or it fails to load (docs/product/admin-console.md#layout). */
export function UserAvatar({
  name,
  avatarUrl,
  size = 'md',
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const className = `${styles.avatar} ${size === 'lg' ? styles.large : ''}`;
  if (avatarUrl && !failed) {
    return <img className={className} src={avatarUrl} alt="" onError={() => setFailed(true)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
