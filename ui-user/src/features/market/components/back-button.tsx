import { Button, Icon } from '@tradesim/ui-kit';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import styles from './back-button.module.css';

/**
 * Back to where the user came from; on a page opened directly (a shared link, a reload into a
 * fresh tab) there is nothing to go back to inside the app, so it opens the market.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // Fire and forget: the data router's promise only says the navigation is done; its errors
  // go to the route's error boundary.
  const goBack = () => {
    if (location.key === 'default') void navigate(paths.market);
    else void navigate(-1);
  };
  return (
    <Button variant="ghost" size="sm" className={styles.back} onClick={goBack}>
      <Icon name="back" size={18} />
      Back
    </Button>
  );
}
