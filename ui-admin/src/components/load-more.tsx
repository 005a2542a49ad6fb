import { Button, formatCount } from '@tradesim/ui-kit';

interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore(): void;
  size?: 'md' | 'sm';
  /** The footer's and its count's classes: each list lays them out its own way. */
  classes: { footer: string | undefined; count: string | undefined };
}

/** "Showing N of M" and Load more, under a list the server sends in pages. */
export function LoadMore({ shown, total, loading, onLoadMore, size = 'md', classes }: LoadMoreProps) {
  return (
    <div className={classes.footer}>
      <span className={classes.count}>
        Showing {formatCount(shown)} of {formatCount(total)}
      </span>
      <Button variant="secondary" size={size} onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
