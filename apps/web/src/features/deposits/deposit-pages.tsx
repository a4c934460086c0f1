import type { Payment } from '@gas/shared';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { DepositDecisionPanel } from './decide-deposit.tsx';
import { DepositDetails } from './deposit-details.tsx';

function PendingNote({ payment }: { payment: Payment }) {
  const { t } = useTranslation('deposits');
  if (payment.flow !== 'Credit' || payment.status !== 'Pending') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('details.waitingTitle')}
      styles={{ title: { color: '#6e4600' } }}
    >
      {t('details.waiting', { currency: payment.currency })}
    </Alert>
  );
}

/** /offtaker/deposits/{id}: one line of the offtaker's statement with its receipt. */
export function OfftakerDepositPage() {
  const { t } = useTranslation('deposits');
  return (
    <DepositDetails
      back={{ href: paths.offtaker.deposits.href(), label: t('lists.deposits') }}
      actions={(payment) => <PendingNote payment={payment} />}
    />
  );
}

/** /admin/deposits/{id}: a deposit with its receipt, and Approve / Reject while it is Pending. */
export function AdminDepositPage() {
  const { t } = useTranslation('deposits');
  return (
    <DepositDetails
      back={{ href: paths.admin.deposits.href(), label: t('lists.deposits') }}
      showCustomer
      actions={(payment) => <DepositDecisionPanel payment={payment} />}
    />
  );
}
