import { AccountMenu, SignOutItem, Skeleton } from '@tradesim/ui-kit';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAuth } from '../../lib/auth-context.js';
import { useMe } from '../../lib/use-me.js';
import styles from './avatar-menu.module.css';

/** Avatar and first name ('User' when the profile has none, placeholders while it loads); the menu signs out. */
export function AvatarMenu() {
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const firstName = me.data?.firstName?.trim() || 'User';
  // While the profile loads, placeholders: not "User", which reads as a real (wrong) name.
  const loading = !me.data;
  return (
    <AccountMenu
      avatar={
        loading ? (
          <Skeleton width="100%" height="100%" round />
        ) : me.data?.avatarUrl ? (
          <img src={me.data.avatarUrl} alt="" />
        ) : (
          firstName.charAt(0).toUpperCase()
        )
      }
      classNames={{ trigger: styles.trigger, menu: styles.menu }}
      // The user app's header popovers stay open when the focus moves on (only a press or Escape closes them).
      focusOut={false}
      items={({ close, itemClass }) => (
        <>
          <Link role="menuitem" className={itemClass} to={paths.profile} onClick={close}>
            Profile
          </Link>
          <Link role="menuitem" className={itemClass} to={paths.settings} onClick={close}>
            Settings
          </Link>
          <SignOutItem
            itemClass={itemClass}
            close={close}
            signOut={signOut}
            onSignedOut={() => navigate(paths.login)}
          />
        </>
      )}
    >
      <span className={styles.name}>
        {loading ? (
          <>
            {/* The placeholder is hidden from screen readers: the button still needs a name. */}
            <Skeleton width="3.5em" />
            <span className="visually-hidden">Account</span>
          </>
        ) : (
          firstName
        )}
      </span>
    </AccountMenu>
  );
}
