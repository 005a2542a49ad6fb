import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminPaymentSettings,
  adminScreenMessages,
  isAppError,
  trc20LiveHint,
  trc20Messages,
} from '@tradesim/core';
import { Button, Card, Field } from '@tradesim/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { changeFailureText, usePaymentSettingsChanges } from '../api/use-payment-settings.js';
import { ConfirmWalletModal } from './confirm-wallet-modal.js';
import { CopyButton } from './copy-button.js';
import cardStyles from './payment-card.module.css';
import type { PageNotices } from './use-page-notices.js';
import styles from './wallet-card.module.css';
import { type WalletFormInput, type WalletFormOutput, walletFormSchema } from './wallet-form-schema.js';

export interface PaymentCardProps {
  settings: AdminPaymentSettings;
  notices: PageNotices;
  /** The role may change the payment settings (finance, owners); an auditor only reads them. */
  canChange: boolean;
  /** A change waits for a second approval: another cannot be asked until it is decided. */
  waiting: boolean;
}

export const waitingHint = 'A change waits for a second approval.';

/**
 * The Wallet Address card (docs/product/admin-console.md#payment-settings): the address with Copy
 * while it is not empty, and Save (disabled when empty, saving, or while a change waits,
 * "Saving..." while busy). The address is checked as TRC20 before it is sent, with a live hint
 * while typing. Saving a new address asks a second staff member: the field goes back to the
 * saved address, and the banner says nothing changed yet.
 */
export function WalletCard({ settings, notices, canChange, waiting }: PaymentCardProps) {
  const { saveWallet } = usePaymentSettingsChanges();
  const [confirming, setConfirming] = useState<string | null>(null);
  const hintId = useId();
  const form = useForm<WalletFormInput, unknown, WalletFormOutput>({
    resolver: zodResolver(walletFormSchema),
    defaultValues: { walletAddress: settings.walletAddress },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const value = form.watch('walletAddress') ?? '';

  // Another admin saved meanwhile: show their address unless this admin is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ walletAddress: settings.walletAddress });
  }, [settings.walletAddress, form]);

  const save = async (walletAddress: string, reason?: string) => {
    try {
      const saved = await saveWallet.mutateAsync({ walletAddress, reason });
      if (isApprovalResponse(saved)) {
        form.reset({ walletAddress: settings.walletAddress });
        notices.showAwaiting(saved.approval);
        return;
      }
      form.reset({ walletAddress: saved.walletAddress });
      notices.showSuccess(adminScreenMessages.paymentSettingsUpdated);
    } catch (error) {
      const fieldMessage = isAppError(error) ? error.fields?.walletAddress : undefined;
      if (fieldMessage) form.setError('walletAddress', { message: fieldMessage });
      else notices.showError(changeFailureText(error, adminScreenMessages.updatePaymentSettingsFailed));
    } finally {
      setConfirming(null);
    }
  };
  const submit = form.handleSubmit(({ walletAddress }) => {
    if (settings.walletAddress && walletAddress !== settings.walletAddress) setConfirming(walletAddress);
    else void save(walletAddress);
  });
  const hint = isDirty ? trc20LiveHint(value) : null;

  return (
    <Card className={cardStyles.card} aria-labelledby="wallet-title">
      <h2 id="wallet-title" className={cardStyles.title}>
        Wallet Address
      </h2>
      <p className={cardStyles.text}>The USDT (TRC20) address users send their deposits to.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label="USDT TRC20 wallet address"
          className={styles.address}
          placeholder="T..."
          autoComplete="off"
          spellCheck={false}
          error={errors.walletAddress?.message}
          hint={hint}
          hintTone={hint === trc20Messages.hintValid ? 'positive' : 'negative'}
          trailing={value !== '' ? <CopyButton text={value.trim()} onError={notices.showError} /> : undefined}
          readOnly={!canChange}
          {...form.register('walletAddress')}
        />
        {canChange && (
          <div className={styles.save}>
            <Button
              type="submit"
              disabled={value === '' || saveWallet.isPending || waiting}
              aria-describedby={waiting ? hintId : undefined}
            >
              {saveWallet.isPending ? 'Saving...' : 'Save'}
            </Button>
            {waiting && (
              <span id={hintId} className={styles.waiting}>
                {waitingHint}
              </span>
            )}
          </div>
        )}
      </form>
      {confirming && (
        <ConfirmWalletModal
          current={settings.walletAddress}
          next={confirming}
          saving={saveWallet.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) => void save(confirming, reason)}
        />
      )}
    </Card>
  );
}
