import type { Admin } from '@tradesim/core';
import { AccountMenu, Icon, SignOutItem } from '@tradesim/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAdminAuth } from '../../lib/auth-context.js';
import styles from './profile-menu.module.css';

/** "Ada Lovelace", or the email when the admin has no name. */
export function adminName(admin: Admin | null): string {
  const name = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ').trim();
  return name || admin?.email || 'Admin';
}

/** The admin's avatar (initials when there is no picture, or it fails) and name; the menu signs out. */
export function ProfileMenu() {
  const { admin, signOut } = useAdminAuth();
  const navigate = useNavigate();
  const [imageFailed, setImageFailed] = useState(false);
  const name = adminName(admin);
  const initials = name
    .split(/[\s@]+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <AccountMenu
      avatar={
        admin?.avatarUrl && !imageFailed ? (
          <img src={admin.avatarUrl} alt="" onError={() => setImageFailed(true)} />
        ) : (
          initials
        )
      }
      classNames={{ trigger: styles.trigger, avatar: styles.avatar, menu: styles.menu }}
      header={
        <div className={styles.who}>
          <p className={styles.whoName}>{name}</p>
          {admin?.email && <p className={styles.email}>{admin.email}</p>}
        </div>
      }
      items={({ close, itemClass }) => (
        <>
          <Link role="menuitem" className={itemClass} to={paths.settings} onClick={close}>
            Settings
          </Link>
          <SignOutItem
            itemClass={itemClass}
            close={close}
            signOut={signOut}
            onSignedOut={() => navigate(paths.login, { replace: true })}
          />
        </>
      )}
    >
      <span className="visually-hidden">Account menu: </span>
      <span className={styles.name}>{name}</span>
      <Icon name="chevronDown" size={16} />
    </AccountMenu>
  );
}
