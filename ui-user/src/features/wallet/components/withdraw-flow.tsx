import {
  type Decimal,
  formatMoney,
  type TradingLimits,
  type Transaction,
  userScreenMessages,
} from '@tradesim/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useWithdraw } from '../api/wallet-mutations.js';
import { WithdrawAmountStep } from './withdraw-amount-step.js';
import { WithdrawConfirmStep } from './withdraw-confirm-step.js';
import { WithdrawProcessing } from './withdraw-processing.js';
import { WithdrawSuccess } from './withdraw-success.js';
import { WithdrawWalletStep } from './withdraw-wallet-step.js';

type Step = 'amount' | 'wallet' | 'confirm' | 'processing' | 'success';

/**
 * The withdrawal's steps and what they collected. Back from wallet goes to amount, from confirm
 * to wallet; a failed request returns to confirm (see WithdrawConfirmStep for why it says so).
 */
export function WithdrawFlow({
  balance,
  limits,
  needsCode = false,
}: {
  balance: Decimal;
  limits: TradingLimits;
  /** Two-step verification is on: the confirm step asks for a current code. */
  needsCode?: boolean;
}) {
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState<Decimal | null>(null);
  const [address, setAddress] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Transaction | null>(null);
  const [attempts, setAttempts] = useState(0);
  const withdraw = useWithdraw();
  const submit = (chosen: Decimal, code: string | undefined) => {
    setFailure(null);
    setAttempts((count) => count + 1);
    setStep('processing');
    withdraw.mutate(
      { amount: formatMoney(chosen), walletAddress: address, ...(code ? { code } : {}) },
      {
        onSuccess: (transaction) => {
          setResult(transaction);
          setStep('success');
        },
        onError: (error) => {
          setFailure(errorMessage(error, userScreenMessages.createWithdrawalFailed));
          setStep('confirm');
        },
      },
    );
  };
  if (step === 'success' && result) return <WithdrawSuccess transaction={result} address={address} />;
  if (step === 'processing') return <WithdrawProcessing />;
  if (step === 'confirm' && amount) {
    return (
      <WithdrawConfirmStep
        // A fresh form after each attempt: a retry is ticked again, on purpose.
        key={attempts}
        amount={amount}
        address={address}
        fee={limits.withdrawalFee}
        balance={balance}
        failure={failure}
        needsCode={needsCode}
        onBack={() => {
          setFailure(null);
          setStep('wallet');
        }}
        onConfirm={(code) => submit(amount, code)}
      />
    );
  }
  if (step === 'wallet') {
    return (
      <WithdrawWalletStep
        initialAddress={address}
        amount={amount}
        fee={limits.withdrawalFee}
        balance={balance}
        onBack={() => setStep('amount')}
        onNext={(chosen) => {
          setAddress(chosen);
          setStep('confirm');
        }}
      />
    );
  }
  return (
    <WithdrawAmountStep
      balance={balance}
      limits={limits}
      initialAmount={amount}
      onNext={(chosen) => {
        setAmount(chosen);
        setStep('wallet');
      }}
    />
  );
}
