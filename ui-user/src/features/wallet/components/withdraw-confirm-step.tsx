import { type Decimal, validationMessages } from '@tradesim/core';
import { Button, Card, formatUsd, Notice } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import { FlowHeader } from './flow-header.js';
import { StepHeader } from './step-header.js';
import { SummaryList } from './summary-list.js';
import styles from './withdraw-confirm-step.module.css';

interface ConfirmStepProps {
  amount: Decimal;
  address: string;
  fee: Decimal;
  /** Why the last attempt failed, if it did. */
  failure: string | null;
  onBack(): void;
  onConfirm(): void;
}

/**
 * Step 3: the summary (you receive the amount minus the network fee) and a required tick.
 * DESIGN: the spec returns a failed request here without a word; a money app must say why, so
 * the server's reason (e.g. 'Insufficient balance for withdrawal') is shown above the button.
 */
export function WithdrawConfirmStep({ amount, address, fee, failure, onBack, onConfirm }: ConfirmStepProps) {
  const form = useForm({ defaultValues: { confirmed: false } });
  const error = form.formState.errors.confirmed?.message;
  return (
    <>
      <FlowHeader title="Withdraw" onBack={onBack} />
      <Card className={styles.card}>
        <StepHeader step={3} total={3} title="Confirm the withdrawal" />
        <form
          className={styles.form}
          onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}
          noValidate
        >
          <SummaryList
            rows={[
              { label: 'Amount', value: formatUsd(amount) },
              { label: 'Network', value: 'TRC20' },
              { label: 'To address', value: address, wide: true },
              { label: 'Network fee', value: formatUsd(fee) },
              { label: 'You receive', value: formatUsd(amount.minus(fee)), strong: true },
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
    </>
  );
}
