import { checkTrc20Address, type Decimal, trc20LiveHint, trc20Messages } from '@tradesim/core';
import { Button, Card, Field, Icon, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { StepHeader } from './step-header.js';
import { WithdrawSummary } from './withdraw-summary.js';
import styles from './withdraw-wallet-step.module.css';

export const pasteRefusedMessage = 'Could not read the clipboard. Paste the address into the field instead.';

interface WalletStepProps {
  initialAddress: string;
  /** What the side card sums up: the chosen amount, the fee and the balance. */
  amount: Decimal | null;
  fee: Decimal;
  balance: Decimal;
  onBack(): void;
  onNext(address: string): void;
}

/** Step 2: the TRC20 address, with Paste and a live format hint; checked fully on Continue. */
export function WithdrawWalletStep({
  initialAddress,
  amount,
  fee,
  balance,
  onBack,
  onNext,
}: WalletStepProps) {
  const form = useForm({ defaultValues: { walletAddress: initialAddress } });
  const [pasteError, setPasteError] = useState<string | null>(null);
  const address = form.watch('walletAddress');
  const hint = trc20LiveHint(address);
  const destination = checkTrc20Address(address).ok ? address.trim() : null;
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      setPasteError(null);
      form.setValue('walletAddress', text.trim(), { shouldValidate: form.formState.isSubmitted });
    } catch {
      // DESIGN: the browser may refuse (permission denied, no clipboard API): say so, typing still works.
      setPasteError(pasteRefusedMessage);
    }
  };
  const submit = form.handleSubmit(({ walletAddress }) => onNext(walletAddress.trim()));
  return (
    <>
      <FlowHeader title="Withdraw" onBack={onBack} />
      <FlowLayout
        aside={<WithdrawSummary fee={fee} amount={amount} address={destination} balance={balance} />}
      >
        <Card className={styles.card}>
          <StepHeader step={2} total={3} title="Where should we send it?" />
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <Field
              label="TRC20 wallet address"
              autoComplete="off"
              spellCheck={false}
              placeholder="T…"
              className={styles.address}
              error={form.formState.errors.walletAddress?.message}
              hint={hint}
              hintTone={hint === trc20Messages.hintValid ? 'positive' : 'negative'}
              trailing={
                <Button variant="ghost" size="sm" onClick={() => void paste()}>
                  <Icon name="paste" size={16} />
                  Paste
                </Button>
              }
              {...form.register('walletAddress', {
                validate: (value) => {
                  const check = checkTrc20Address(value);
                  return check.ok || check.message;
                },
              })}
            />
            {pasteError && <Notice tone="warning">{pasteError}</Notice>}
            <Notice tone="info">
              Only USDT on the TRC20 (TRON) network. Sending to an address on another network loses the funds.
            </Notice>
            <Button type="submit" block>
              Continue
            </Button>
          </form>
        </Card>
      </FlowLayout>
    </>
  );
}
