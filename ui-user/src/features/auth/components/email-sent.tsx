import { AuthCard, Button, Icon } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import styles from './email-sent.module.css';

/** The 'Check your email' confirmation that replaces the forgot-password form. */
export function EmailSent({ email, onUseAnother }: { email: string; onUseAnother(): void }) {
  return (
    <AuthCard
      title="Check your email"
      subtitle={`If an account exists for ${email}, we sent a link to reset the password. It is valid for 1 hour.`}
      footer={<Link to={paths.login}>Back to sign in</Link>}
    >
      <div className={styles.badge} aria-hidden="true">
        <Icon name="check" size={28} />
      </div>
      <p className={styles.tip}>
        Nothing arrived after a few minutes? Check your spam folder, or try another address.
      </p>
      <Button variant="secondary" block onClick={onUseAnother}>
        Use a different email
      </Button>
    </AuthCard>
  );
}
