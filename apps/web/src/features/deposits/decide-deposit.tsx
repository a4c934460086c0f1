import { canDecideDeposit, type DepositDecision, formatMoney, type Payment } from '@gas/shared';
import { Alert, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApproveRejectPanel } from '../../components/decision-bar.tsx';
import { translateStatus } from '../../components/status-badge.tsx';
import { useDecideDeposit } from './api/decide-deposit.ts';

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
export function decisionText(decision: DepositDecision, payment: Payment, t: TFunction<'deposits'>) {
  const words = {
    reference: payment.reference,
    amount: formatMoney(payment.amount, payment.currency),
    who: payment.customer.name,
    currency: payment.currency,
  };
  if (decision === 'Approved') {
    return {
      title: t('decisions.approveTitle', words),
      explanation: t('decisions.approveExplanation', words),
      submitLabel: t('decisions.approve'),
      successMessage: t('decisions.approved', words),
    };
  }
  return {
    title: t('decisions.rejectTitle', words),
    explanation: t('decisions.rejectExplanation', words),
    submitLabel: t('decisions.reject'),
    successMessage: t('decisions.rejected', words),
  };
}

/** What the decision did; a status is said in the reader's language. */
function resultText(payment: Payment, t: TFunction<'deposits'>, tc: TFunction<'components'>): string {
  const who = payment.customer.name;
  if (payment.status === 'Approved' && payment.prevBal !== null && payment.currBal !== null) {
    return t('decisions.resultApproved', {
      who,
      currency: payment.currency,
      before: formatMoney(payment.prevBal, payment.currency),
      after: formatMoney(payment.currBal, payment.currency),
    });
  }
  return t('decisions.resultOther', { status: translateStatus(tc, payment.status), who });
}

function statusNote(payment: Payment, t: TFunction<'deposits'>, tc: TFunction<'components'>): string {
  if (payment.flow === 'Debit') return t('decisions.purchaseNote');
  return t('decisions.closedNote', { status: translateStatus(tc, payment.status) });
}

/** Approve and Reject for a Pending deposit (admin), each behind a confirmation. */
export function DepositDecisionPanel({ payment }: { payment: Payment }) {
  const { t } = useTranslation('deposits');
  const { t: tc } = useTranslation('components');
  const decide = useDecideDeposit(payment);
  return (
    <Stack gap="sm">
      {decide.isSuccess && (
        <Alert color="green" variant="light" role="status" title={t('decisions.done')}>
          {resultText(decide.data, t, tc)}
        </Alert>
      )}
      <ApproveRejectPanel
        isOpen={!decide.isSuccess && canDecideDeposit(payment)}
        prompt={t('decisions.prompt')}
        note={!decide.isSuccess && statusNote(payment, t, tc)}
        approve={{ text: decisionText('Approved', payment, t), submit: () => decide.mutateAsync('Approved') }}
        reject={{ text: decisionText('Rejected', payment, t), submit: () => decide.mutateAsync('Rejected') }}
      />
    </Stack>
  );
}
