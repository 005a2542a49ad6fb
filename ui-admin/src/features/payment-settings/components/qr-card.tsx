import {
  type AdminPaymentSettings,
  type ApprovalResponse,
  adminScreenMessages,
  checkSelectedImage,
} from '@tradesim/core';
import { Button, Card, Icon } from '@tradesim/ui-kit';
import { type ChangeEvent, useRef, useState } from 'react';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { changeFailureText, usePaymentSettingsChanges } from '../api/use-payment-settings.js';
import cardStyles from './payment-card.module.css';
import styles from './qr-card.module.css';
import { QrPreview } from './qr-preview.js';
import { QrRequirements } from './qr-requirements.js';
import { RemoveQrModal } from './remove-qr-modal.js';
import { useQrPreview } from './use-qr-preview.js';
import type { PaymentCardProps } from './wallet-card.js';

/**
 * The QR Code card (docs/product/admin-console.md#screens): the current image with Replace and Remove, or "No QR code
 * uploaded" with Upload; beside them (beyond the spec) Generate from address, which has the
 * server draw the QR code of the saved wallet address, so the code users scan cannot disagree
 * with the address shown. A picked file is checked (an image, at most 5MB) and previewed.
 * DESIGN: the upload waits for "Save QR Code" under the preview, so a wrong file never reaches
 * the users' deposit screen. Each change is asked of a second staff member (the banner says
 * nothing changed yet); the buttons wait while one is pending, and an auditor gets none.
 */
export function QrCard({ settings, notices, canChange, waiting }: PaymentCardProps) {
  const { uploadQr, removeQr, generateQr } = usePaymentSettingsChanges();
  /** A change asked for says so; one that was no change (nothing to remove) says it is done. */
  const said = (result: AdminPaymentSettings | ApprovalResponse, done: string) =>
    isApprovalResponse(result) ? notices.showAwaiting(result.approval) : notices.showSuccess(done);
  const preview = useQrPreview();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkSelectedImage(file, 'qr');
    if (problem) return notices.showError(problem);
    notices.dismissError();
    preview.pick(file);
  };
  const upload = async (file: File) => {
    try {
      const result = await uploadQr.mutateAsync(file);
      preview.clear();
      said(result, adminScreenMessages.qrUploaded);
    } catch (error) {
      notices.showError(changeFailureText(error, adminScreenMessages.uploadQrFailed));
    }
  };
  const remove = async () => {
    try {
      said(await removeQr.mutateAsync(), adminScreenMessages.qrRemoved);
    } catch (error) {
      notices.showError(changeFailureText(error, adminScreenMessages.removeQrFailed));
    } finally {
      setConfirmRemove(false);
    }
  };
  const generate = async () => {
    try {
      said(await generateQr.mutateAsync(), adminScreenMessages.qrGenerated);
    } catch (error) {
      notices.showError(changeFailureText(error, adminScreenMessages.generateQrFailed));
    }
  };
  const openPicker = () => input.current?.click();
  // Drawn from the saved address, so only offered once there is one.
  const generateButton = settings.walletAddress ? (
    <Button variant="secondary" onClick={() => void generate()} disabled={generateQr.isPending || waiting}>
      <Icon name="refresh" size={18} />
      {generateQr.isPending ? 'Generating...' : 'Generate from address'}
    </Button>
  ) : null;

  return (
    <Card className={cardStyles.card} aria-labelledby="qr-title">
      <h2 id="qr-title" className={cardStyles.title}>
        QR Code
      </h2>
      <p className={cardStyles.text}>Users scan it on the deposit screen to pay to the wallet address.</p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="QR code image file"
        data-testid="qr-file-input"
        onChange={choose}
      />
      {preview.file && preview.url ? (
        <QrPreview
          url={preview.url}
          fileName={preview.file.name}
          uploading={uploadQr.isPending}
          onSave={() => preview.file && void upload(preview.file)}
          onCancel={preview.clear}
        />
      ) : settings.qrCodeUrl ? (
        <div className={styles.current}>
          <img
            className={styles.image}
            src={settings.qrCodeUrl}
            alt="QR code of the deposit wallet address"
          />
          {canChange && (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={openPicker} disabled={waiting}>
                <Icon name="upload" size={18} />
                Replace QR Code
              </Button>
              {generateButton}
              <Button
                variant="ghost"
                className={styles.remove}
                onClick={() => setConfirmRemove(true)}
                disabled={waiting}
              >
                <Icon name="trash" size={18} />
                Remove
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <Icon name="image" size={32} />
          </span>
          <p>No QR code uploaded</p>
          {canChange && (
            <div className={styles.buttons}>
              <Button onClick={openPicker} disabled={waiting}>
                <Icon name="upload" size={18} />
                Upload QR Code
              </Button>
              {generateButton}
            </div>
          )}
        </div>
      )}
      <QrRequirements />
      {confirmRemove && (
        <RemoveQrModal
          removing={removeQr.isPending}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => void remove()}
        />
      )}
    </Card>
  );
}
