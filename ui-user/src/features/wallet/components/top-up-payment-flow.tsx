import { checkTopUpAmount, type TradingLimits, type Transaction } from '@tradesim/core';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes.js';
import { PaymentStep } from './payment-step.js';
import { type ProofDraft, ProofStep } from './proof-step.js';
import type { TopUpState } from './top-up-state.js';
import { TopUpSuccess } from './top-up-success.js';

type Step = 'payment' | 'proof' | 'success';

/**
 * Steps 2 to 4 of the top-up, at /topup/payment?amount=. An amount missing or outside the
 * limits sends the user back to the amount step. The proof draft lives here, so going back to
 * the payment details and forward again keeps the chosen image and hash.
 */
export function TopUpPaymentFlow({ limits }: { limits: TradingLimits }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('payment');
  const [draft, setDraft] = useState<ProofDraft>({ file: null, transactionHash: '' });
  const [submitted, setSubmitted] = useState<Transaction | null>(null);
  const check = checkTopUpAmount(params.get('amount') ?? '', limits);
  if (!check.ok) return <Navigate to={paths.topUp} replace />;
  const amount = check.amount;
  if (step === 'success' && submitted) return <TopUpSuccess transaction={submitted} />;
  if (step === 'proof') {
    return (
      <ProofStep
        amount={amount}
        draft={draft}
        onDraftChange={setDraft}
        onBack={() => setStep('payment')}
        onSubmitted={(transaction) => {
          setSubmitted(transaction);
          setStep('success');
        }}
      />
    );
  }
  const backState: TopUpState = { amount: amount.toString() };
  return (
    <PaymentStep
      amount={amount}
      onBack={() => navigate(paths.topUp, { state: backState })}
      onSent={() => setStep('proof')}
    />
  );
}
