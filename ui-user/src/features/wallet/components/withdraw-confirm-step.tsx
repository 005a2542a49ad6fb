import { type Decimal, validationMessages, withdrawalNet } from '@tradesim/core';
import { Button, Card, CodeField, formatUsd, Notice } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { StepHeader } from './step-header.js';
import { SummaryList } from './summary-list.js';
import styles from './withdraw-confirm-step.module.css';
import { WithdrawSummary } from './withdraw-summary.js';

interface ConfirmStepProps {
  amount: Decimal;
  address: string;
  fee: Decimal;
  /** The available balance, for the side card. */
  balance: Decimal;
  /** Why the last attempt failed, if it did. */
  failure: string | null;
  /** Two-step verification is on: a current code goes with the request. */
  needsCode?: boolean;
  onBack(): void;
  onConfirm(code: string | undefined): void;
}

/**
 * Step 3: the summary (you receive the amount minus the network fee) and a required tick.
 * DESIGN: the spec returns a failed request here without a word; a money app must say why, so
 * the server's reason (e.g. 'Insufficient balance for withdrawal') is shown above the button.
 */
export function WithdrawConfirmStep({
  amount,
  address,
  fee,
  balance,
  failure,
  needsCode = false,
  onBack,
  onConfirm,
}: ConfirmStepProps) {
  const form = useForm({ defaultValues: { confirmed: false, code: '' } });
  const error = form.formState.errors.confirmed?.message;
  return (
    <>
      <FlowHeader title="Withdraw" onBack={onBack} />
      <FlowLayout aside={<WithdrawSummary fee={fee} balance={balance} figuresShown />}>
        <Card className={styles.card}>
          <StepHeader step={3} total={3} title="Confirm the withdrawal" />
          <form
            className={styles.form}
            onSubmit={(event) =>
              void form.handleSubmit(({ code }) =>
                onConfirm(needsCode ? code.replace(/\s+/g, '') : undefined),
              )(event)
            }
            noValidate
          >
            <SummaryList
              rows={[
                { label: 'Amount', value: formatUsd(amount) },
                { label: 'Network', value: 'TRC20' },
                { label: 'To address', value: address, wide: true },
                { label: 'Network fee', value: formatUsd(fee) },
                { label: 'You receive', value: formatUsd(withdrawalNet(amount, fee)), strong: true },
              ]}
            />
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'confirm-error' : undefined}
                  {...form.register('confirmed', {
                    validate: (value) => value || validationMessages.withdrawalConfirmRequired,
                  })}
                />
                <span>
                  I have checked the address and amount. Funds sent to a wrong address cannot be recovered.
                </span>
              </label>
              {error && (
                <p id="confirm-error" className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
            {needsCode && (
              <CodeField
                error={form.formState.errors.code?.message}
                {...form.register('code', {
                  validate: (value) => Boolean(value.trim()) || 'Enter the code from your authenticator app',
                })}
              />
            )}
            {failure && (
              <Notice tone="error" title="Withdrawal failed">
                {failure}
              </Notice>
            )}
            <Button type="submit" block>
              Confirm Withdrawal
            </Button>
          </form>
        </Card>
      </FlowLayout>
    </>
  );
}
