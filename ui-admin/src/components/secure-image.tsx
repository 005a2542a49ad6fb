import { Button, LoadingState } from '@tradesim/ui-kit';
import type { BlobUrlState } from '../lib/use-blob-url.js';
import styles from './secure-image.module.css';

interface SecureImageProps {
  state: BlobUrlState;
  retry(): void;
  alt: string;
  /** "proof image": what is loading or failed to. */
  noun: string;
  /** Extra class for the image (a QR code is drawn smaller than a proof). */
  className?: string;
}

/** A staff-only image fetched through the SDK (useBlobUrl): loading, failed with Retry, or shown with a full-size link. */
export function SecureImage({ state, retry, alt, noun, className }: SecureImageProps) {
  if (state.status === 'loading') return <LoadingState text={`Loading ${noun}...`} />;
  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <span>Failed to load the {noun}</span>
        <Button variant="secondary" size="sm" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <>
      <img className={`${styles.image} ${className ?? ''}`} src={state.url} alt={alt} />
      <a href={state.url} target="_blank" rel="noreferrer" className={styles.link}>
        Open full size
      </a>
    </>
  );
}
