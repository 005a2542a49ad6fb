import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Icon } from '@tradesim/ui-kit';
import { queryKeys } from '../../../lib/query-keys.js';
import styles from './refresh-button.module.css';

/** Asks again for the profile (balance) and the history, whatever the realtime stream said. */
export function RefreshButton() {
  const queryClient = useQueryClient();
  const fetching =
    useIsFetching({ queryKey: queryKeys.me }) + useIsFetching({ queryKey: queryKeys.allTransactions });
  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: queryKeys.me });
    void queryClient.refetchQueries({ queryKey: queryKeys.allTransactions, type: 'active' });
  };
  return (
    <button
      type="button"
      className={styles.button}
      onClick={refresh}
      aria-label="Refresh balance and history"
      aria-busy={fetching > 0}
    >
      <span className={fetching > 0 ? styles.spinning : undefined}>
        <Icon name="refresh" size={20} />
      </span>
    </button>
  );
}
