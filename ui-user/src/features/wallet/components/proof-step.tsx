import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Decimal,
  depositRequestSchema,
  formatMoney,
  type Transaction,
  userScreenMessages,
  validationMessages,
} from '@tradesim/core';
import { Button, Card, Field, formatUsd, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/errors.js';
import { isRefusal, useDeposit } from '../api/wallet-mutations.js';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { ProofPicker } from './proof-picker.js';
import styles from './proof-step.module.css';
import { StepHeader } from './step-header.js';
import { TopUpSummary } from './top-up-summary.js';

/** What the proof step keeps while the user goes back to the payment details. */
export interface ProofDraft {
  file: File | null;
  transactionHash: string;
}

interface ProofStepProps {
  amount: Decimal;
  draft: ProofDraft;
  onDraftChange(draft: ProofDraft): void;
  onBack(): void;
  onSubmitted(transaction: Transaction): void;
}

// The hash is optional and trimmed; core's deposit schema says so (and caps its length).
const hashSchema = depositRequestSchema.pick({ transactionHash: true });

/** Step 3: the proof image (checked as it is chosen) and an optional hash, then submit. */
export function ProofStep({ amount, draft, onDraftChange, onBack, onSubmitted }: ProofStepProps) {
  const deposit = useDeposit();
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(hashSchema),
    defaultValues: { transactionHash: draft.transactionHash },
  });
  const requireFile = () => {
    if (!draft.file && !fileError) setFileError(validationMessages.proofRequired);
  };
  const submit = form.handleSubmit(({ transactionHash }) => {
    if (!draft.file) return requireFile();
    deposit.mutate(
      { amount: formatMoney(amount), transactionHash, proof: draft.file, fileName: draft.file.name },
      { onSuccess: onSubmitted },
    );
  }, requireFile);
  const back = () => {
    onDraftChange({ ...draft, transactionHash: form.getValues('transactionHash') ?? '' });
    onBack();
  };
  return (
    <>
      <FlowHeader title="Top Up" onBack={back} />
      <FlowLayout aside={<TopUpSummary amount={amount} current={1} />}>
        <Card className={styles.card}>
          <StepHeader step={3} total={3} title="Upload proof of payment" />
          <p className={styles.lead}>
            Upload a screenshot of your {formatUsd(amount)} USDT transfer so our team can match it.
          </p>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <ProofPicker
              file={draft.file}
              error={fileError}
              onChange={(file, error) => {
                setFileError(error);
                onDraftChange({ ...draft, file });
              }}
            />
            <Field
              label="Transaction hash (optional)"
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. 7c3f…"
              error={form.formState.errors.transactionHash?.message}
              {...form.register('transactionHash')}
            />
            {deposit.isError && (
              <Notice tone="error">
                {isRefusal(deposit.error)
                  ? errorMessage(deposit.error)
                  : userScreenMessages.submitProofFailed}
              </Notice>
            )}
            <Button type="submit" block disabled={deposit.isPending}>
              {deposit.isPending ? 'Submitting...' : 'Submit Proof'}
            </Button>
          </form>
        </Card>
      </FlowLayout>
    </>
  );
}
