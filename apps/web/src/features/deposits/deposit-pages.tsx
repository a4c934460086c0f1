import type { Payment } from '@gas/shared';
import { Alert } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { DepositDecisionPanel } from './decide-deposit.tsx';
import { DepositDetails } from './deposit-details.tsx';

function PendingNote({ payment }: { payment: Payment }) {
  if (payment.flow !== 'Credit' || payment.status !== 'Pending') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Waiting for approval"
      styles={{ title: { color: '#6e4600' } }}
    >
      An operator checks your receipt against the bank statement. Your {payment.currency} wallet is credited
      once the deposit is approved; we email you either way.
    </Alert>
  );
}

/** /offtaker/deposits/{id}: one line of the offtaker's statement with its receipt. */
export function OfftakerDepositPage() {
  return (
    <DepositDetails
      back={{ href: paths.offtaker.deposits.href(), label: 'Deposits' }}
      actions={(payment) => <PendingNote payment={payment} />}
    />
  );
}

/** /admin/deposits/{id}: a deposit with its receipt, and Approve / Reject while it is Pending. */
export function AdminDepositPage() {
  return (
    <DepositDetails
      back={{ href: paths.admin.deposits.href(), label: 'Deposits' }}
      showCustomer
      actions={(payment) => <DepositDecisionPanel payment={payment} />}
    />
  );
}
