import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAuth } from '../../features/auth/auth-context.js';
import { useMe } from '../../features/profile/api/use-me.js';
import styles from './avatar-menu.module.css';

/** Avatar and first name ('User' when the profile has none); the menu signs out. */
export function AvatarMenu() {
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const firstName = me.data?.firstName?.trim() || 'User';
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {me.data?.avatarUrl ? <img src={me.data.avatarUrl} alt="" /> : firstName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{firstName}</span>
      </button>
      {open && (
        <div className={styles.menu} role="menu">
          <Link role="menuitem" className={styles.item} to={paths.profile} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Link role="menuitem" className={styles.item} to={paths.settings} onClick={() => setOpen(false)}>
            Settings
          </Link>
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              void signOut().finally(() => navigate(paths.login));
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
