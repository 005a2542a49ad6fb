import styles from './payment-qr.module.css';

/**
 * The QR code staff uploaded for the wallet. DESIGN: without one (none uploaded yet) the
 * address below is enough to pay, so the box says so instead of showing a broken image.
 */
export function PaymentQr({ url }: { url: string | null }) {
  return (
    <div className={styles.frame}>
      {url ? (
        <img
          className={styles.qr}
          src={url}
          alt="QR code of the deposit wallet address"
          width={200}
          height={200}
        />
      ) : (
        <p className={styles.missing}>No QR code available. Copy the address below instead.</p>
      )}
    </div>
  );
}
