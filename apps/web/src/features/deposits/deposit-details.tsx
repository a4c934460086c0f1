import type { Payment } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { type DetailRow, DetailRows, notYet } from '../../components/detail-rows.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { BackLink, RecordHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayment } from './api/get-payment.ts';
import { Receipts } from './receipt-view.tsx';

const balance = (minor: number | null, payment: Payment) =>
  minor === null ? notYet : <Money minor={minor} currency={payment.currency} />;

/** Every field of a statement line. */
function PaymentFields({ payment, showCustomer }: { payment: Payment; showCustomer: boolean }) {
  const rows: DetailRow[] = [
    { label: 'Reference', value: payment.reference },
    ...(showCustomer ? [{ label: 'Offtaker', value: payment.customer.name }] : []),
    { label: 'Flow', value: payment.flow },
    { label: 'Status', value: <StatusBadge status={payment.status} /> },
    { label: 'Amount', value: <Money minor={payment.amount} currency={payment.currency} fw={700} /> },
    { label: 'Currency', value: payment.currency },
    { label: 'Previous balance', value: balance(payment.prevBal, payment) },
    { label: 'Current balance', value: balance(payment.currBal, payment) },
    { label: 'Created On', value: <DateTime value={payment.createdUtc} /> },
    {
      label: 'Processed On',
      value: payment.processedUtc ? <DateTime value={payment.processedUtc} /> : notYet,
    },
  ];
  return (
    <SectionCard title="Details">
      <DetailRows rows={rows} />
    </SectionCard>
  );
}

function ReceiptSection({ payment }: { payment: Payment }) {
  return (
    <SectionCard title="Receipt">
      <Receipts paths={payment.receiptPaths} reference={payment.reference} />
    </SectionCard>
  );
}

type DepositDetailsProps = {
  paymentId: string;
  /** The list this page belongs to: the back link. */
  back: { href: string; label: string };
  /** Admins see whose deposit it is. */
  showCustomer?: boolean;
  /** What can be done with the line (an admin's decision), shown above the details. */
  actions?: (payment: Payment) => ReactNode;
};

/** A deposit or purchase line with all its fields and its receipt (spec: /offtaker/deposits/{id}, /admin/deposits/{id}). */
export function DepositDetails({ paymentId, back, showCustomer = false, actions }: DepositDetailsProps) {
  const payment = usePayment(paymentId);
  usePageTitle(payment.data ? `${payment.data.reference} · Deposit` : 'Deposit details');

  let content: ReactNode;
  if (payment.isPending) {
    content = <Loading />;
  } else if (payment.isError) {
    content = <LoadError title="We could not load this deposit" error={payment.error} />;
  } else {
    const line = payment.data;
    content = (
      <Stack gap="lg">
        <RecordHeading
          title={`${line.flow === 'Credit' ? 'Deposit' : 'Purchase'} ${line.reference}`}
          record={line}
          note={showCustomer && `from ${line.customer.name}`}
        />
        {actions?.(line)}
        <PaymentFields payment={line} showCustomer={showCustomer} />
        {(line.flow === 'Credit' || line.receiptPaths.length > 0) && <ReceiptSection payment={line} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <BackLink {...back} />
      {content}
    </Stack>
  );
}
