import { canDecideDeposit, type DepositDecision, formatMoney, type Payment } from '@gas/shared';
import { Alert, Stack } from '@mantine/core';
import { ApproveRejectPanel } from '../../components/decision-bar.tsx';
import { useDecideDeposit } from './api/decide-deposit.ts';

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
export function decisionText(decision: DepositDecision, payment: Payment) {
  const amount = formatMoney(payment.amount, payment.currency);
  const who = payment.customer.name;
  if (decision === 'Approved') {
    return {
      title: `Approve ${payment.reference}?`,
      explanation: `${amount} will be credited to ${who}'s ${payment.currency} wallet and can be spent at once. ${who} is emailed that the deposit was approved. This cannot be undone.`,
      submitLabel: 'Approve',
      successMessage: `Approved: ${amount} was credited to ${who}'s ${payment.currency} wallet.`,
    };
  }
  return {
    title: `Reject ${payment.reference}?`,
    explanation: `The deposit of ${amount} will be marked Rejected and nothing is credited to ${who}'s ${payment.currency} wallet. ${who} is emailed to check the receipt. This cannot be undone.`,
    submitLabel: 'Reject',
    successMessage: `Rejected: nothing was credited to ${who}'s ${payment.currency} wallet.`,
  };
}

function resultText(payment: Payment): string {
  if (payment.status === 'Approved' && payment.prevBal !== null && payment.currBal !== null) {
    return `Approved. ${payment.customer.name}'s ${payment.currency} wallet went from ${formatMoney(payment.prevBal, payment.currency)} to ${formatMoney(payment.currBal, payment.currency)}.`;
  }
  return `${payment.status}. Nothing was credited to ${payment.customer.name}'s wallet.`;
}

function statusNote(payment: Payment): string {
  if (payment.flow === 'Debit')
    return 'This is a purchase: it is settled by its supplier, not by an operator.';
  return `This deposit is ${payment.status}: there is nothing to decide.`;
}

/** Approve and Reject for a Pending deposit (admin), each behind a confirmation. */
export function DepositDecisionPanel({ payment }: { payment: Payment }) {
  const decide = useDecideDeposit(payment);
  return (
    <Stack gap="sm">
      {decide.isSuccess && (
        <Alert color="green" variant="light" role="status" title="Done">
          {resultText(decide.data)}
        </Alert>
      )}
      <ApproveRejectPanel
        isOpen={!decide.isSuccess && canDecideDeposit(payment)}
        prompt="Check the receipt against the bank statement, then approve or reject the deposit."
        note={!decide.isSuccess && statusNote(payment)}
        approve={{ text: decisionText('Approved', payment), submit: () => decide.mutateAsync('Approved') }}
        reject={{ text: decisionText('Rejected', payment), submit: () => decide.mutateAsync('Rejected') }}
      />
    </Stack>
  );
}
