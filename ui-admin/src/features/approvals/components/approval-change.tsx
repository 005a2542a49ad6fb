import type { Approval } from '@tradesim/core';
import { SecureImage } from '../../../components/secure-image.js';
import { useBlobUrl } from '../../../lib/use-blob-url.js';
import styles from './approval-card.module.css';
import { Fact, FactGroup } from './approval-facts.js';
import { fieldLabel, type SettingValue, showValue } from './change-values.js';

/** Where an uploaded QR code waits for approval: only staff may fetch it, through the SDK. */
const pendingFilePath = /^\/api\/admin\/approvals\/[^/]+\/file$/;

/** A QR code as it is now (public, users scan it) or as the request would make it (staff only). */
function QrValue({ approvalId, url }: { approvalId: string; url: SettingValue }) {
  const pending = typeof url === 'string' && pendingFilePath.test(url);
  const file = useBlobUrl(
    `approval-file:${approvalId}`,
    (client) => client.admin.approvals.file(approvalId),
    pending,
  );
  if (typeof url !== 'string') return <>None</>;
  if (pending) {
    return (
      <SecureImage
        {...file}
        alt="The QR code this request would put on the deposit screen"
        noun="QR code"
        className={styles.qr}
      />
    );
  }
  return <img className={styles.qr} src={url} alt="The QR code users scan now" />;
}

/**
 * A staff or settings request's change, field by field: "Role: Support → Finance", the wallet
 * address before and after, the QR code now and as it would be. A field the request leaves as it
 * is says so, so the approver sees what stays too (the address a QR code is drawn from).
 */
export function ApprovalChange({ approval }: { approval: Approval }) {
  const before = approval.context.before ?? {};
  const after = approval.context.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'balance',
  );
  if (keys.length === 0) return null;
  return (
    <FactGroup title="Change">
      {keys.map((key) => {
        const from = before[key];
        const to = key in after ? after[key] : from;
        const same = from === to;
        if (key === 'qrCodeUrl') {
          return (
            <Fact key={key} term={same ? `${fieldLabel(key)} (unchanged)` : fieldLabel(key)} wide>
              <span className={styles.images}>
                <span>
                  <span className={styles.caption}>{same ? 'Now and after' : 'Now'}</span>
                  <QrValue approvalId={approval.id} url={from} />
                </span>
                {!same && (
                  <span>
                    <span className={styles.caption}>After approval</span>
                    <QrValue approvalId={approval.id} url={to} />
                  </span>
                )}
              </span>
            </Fact>
          );
        }
        return (
          <Fact key={key} term={fieldLabel(key)} wide={key === 'walletAddress'}>
            {same ? (
              <>
                {showValue(key, from)} <span className={styles.muted}>(unchanged)</span>
              </>
            ) : (
              <span className={styles.change}>
                <span className={styles.before}>{showValue(key, from)}</span>
                <span aria-hidden="true">→</span>
                <span className="visually-hidden">becomes</span>
                <strong>{showValue(key, to)}</strong>
              </span>
            )}
          </Fact>
        );
      })}
    </FactGroup>
  );
}
