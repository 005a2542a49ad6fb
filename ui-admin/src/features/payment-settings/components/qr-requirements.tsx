import styles from './qr-card.module.css';

/**
 * The requirements box (docs/product/admin-console.md#screens). DESIGN: the spec's note that QR codes are "stored
 * temporarily" described its storage fallback; here the image is kept on the server until it is
 * replaced or removed, so the note says that instead. WebP is accepted by the server too.
 */
export function QrRequirements() {
  return (
    <aside className={styles.requirements} aria-labelledby="qr-requirements-title">
      <h3 id="qr-requirements-title" className={styles.requirementsTitle}>
        Requirements
      </h3>
      <ul className={styles.list}>
        <li>Format: JPG, PNG or GIF (WebP is accepted too)</li>
        <li>Maximum size: 5MB</li>
        <li>It should contain the wallet address above</li>
        <li>Clear enough to scan with a mobile phone</li>
      </ul>
      <p className={styles.note}>
        The QR code is stored on the server and shown to users until you replace or remove it.
      </p>
    </aside>
  );
}
