import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './authenticator-qr.module.css';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The `otpauth://` URL drawn as a QR code (an SVG data URL), or null while it is drawn. */
function useQrDataUrl(otpauthUrl: string): string | null {
  const [drawn, setDrawn] = useState<{ url: string; qr: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (current) setDrawn({ url: otpauthUrl, qr: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return drawn?.url === otpauthUrl ? drawn.qr : null;
}

/**
 * An authenticator's enrolment: the QR code of the `otpauth://` URL to scan, and the secret to
 * type by hand instead (both apps' two-step cards, the console's invitation and enrolment link).
 */
export function AuthenticatorQr({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const qr = useQrDataUrl(otpauthUrl);
  return (
    <div className={styles.setup}>
      {qr ? (
        <img className={styles.qr} src={qr} alt="QR code to add Tradesim to an authenticator app" />
      ) : (
        <div className={styles.qr} aria-hidden="true" />
      )}
      <p className={styles.secret}>
        Or enter this key: <code>{groupedSecret(secret)}</code>
      </p>
    </div>
  );
}
