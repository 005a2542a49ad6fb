import { Button } from '@tradesim/ui-kit';
import styles from './qr-card.module.css';

interface QrPreviewProps {
  url: string;
  fileName: string;
  uploading: boolean;
  onSave(): void;
  onCancel(): void;
}

/** The picked image as users would see it, before it replaces what they scan. */
export function QrPreview({ url, fileName, uploading, onSave, onCancel }: QrPreviewProps) {
  return (
    <div className={`${styles.current} ${styles.preview}`}>
      <img className={styles.image} src={url} alt="Preview of the new QR code" />
      <p className={styles.fileName}>
        Preview of <strong>{fileName}</strong>: not saved yet.
      </p>
      <div className={styles.buttons}>
        <Button onClick={onSave} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Save QR Code'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
