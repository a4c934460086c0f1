import type { Payment } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
import { type DetailRow, DetailRows, notYet } from '../../components/detail-rows.tsx';
import { Money } from '../../components/money.tsx';
import { RecordHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayment } from './api/get-payment.ts';
import { useTransferReference } from './api/get-transfer-reference.ts';
import { Receipts } from './receipt-view.tsx';

const balance = (minor: number | null, payment: Payment) =>
  minor === null ? notYet : <Money minor={minor} currency={payment.currency} />;

/** The depositor's standing transfer reference, which the operator finds on the bank statement. */
function TransferReference({ paymentId }: { paymentId: string }) {
  const reference = useTransferReference(paymentId);
  if (reference.isError) return <>Could not be loaded</>;
  return <span className="tabular">{reference.data?.transferReference ?? '…'}</span>;
}

/** Every field of a statement line. */
function PaymentFields({ payment, showCustomer }: { payment: Payment; showCustomer: boolean }) {
  const rows: DetailRow[] = [
    { label: 'Reference', value: payment.reference },
    ...(showCustomer ? [{ label: 'Offtaker', value: payment.customer.name }] : []),
    ...(showCustomer && payment.flow === 'Credit'
      ? [{ label: 'Transfer reference', value: <TransferReference paymentId={payment.id} /> }]
      : []),
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
  /** The list this page belongs to: the back link. */
  back: { href: string; label: string };
  /** Admins see whose deposit it is. */
  showCustomer?: boolean;
  /** What can be done with the line (an admin's decision), shown above the details. */
  actions?: (payment: Payment) => ReactNode;
};

/**
 * The deposit or purchase line the address names (spec: /offtaker/deposits/{id}, /admin/deposits/{id}).
 * Keyed by the id, so following a link to another line starts the page afresh.
 */
export function DepositDetails(props: DepositDetailsProps) {
  const id = useParams().id ?? '';
  return <PaymentOf key={id} paymentId={id} {...props} />;
}

/** A deposit or purchase line with all its fields and its receipt. */
function PaymentOf({
  paymentId,
  back,
  showCustomer = false,
  actions,
}: DepositDetailsProps & { paymentId: string }) {
  const payment = usePayment(paymentId);
  usePageTitle(payment.data ? `${payment.data.reference} · Deposit` : 'Deposit details');
  return (
    <DetailPage back={back} query={payment} errorTitle="We could not load this deposit">
      {(line) => (
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
      )}
    </DetailPage>
  );
}
