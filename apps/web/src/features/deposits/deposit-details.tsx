import type { Payment } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('deposits');
  const reference = useTransferReference(paymentId);
  if (reference.isError) return <>{t('details.transferReferenceFailed')}</>;
  return <span className="tabular">{reference.data?.transferReference ?? '…'}</span>;
}

/** Every field of a statement line. */
function PaymentFields({ payment, showCustomer }: { payment: Payment; showCustomer: boolean }) {
  const { t } = useTranslation('deposits');
  const rows: DetailRow[] = [
    { label: t('details.reference'), value: payment.reference },
    ...(showCustomer ? [{ label: t('details.offtaker'), value: payment.customer.name }] : []),
    ...(showCustomer && payment.flow === 'Credit'
      ? [{ label: t('details.transferReference'), value: <TransferReference paymentId={payment.id} /> }]
      : []),
    { label: t('details.flow'), value: t(`flows.${payment.flow}`) },
    { label: t('details.status'), value: <StatusBadge status={payment.status} /> },
    {
      label: t('details.amount'),
      value: <Money minor={payment.amount} currency={payment.currency} fw={700} />,
    },
    { label: t('details.currency'), value: payment.currency },
    { label: t('details.previousBalance'), value: balance(payment.prevBal, payment) },
    { label: t('details.currentBalance'), value: balance(payment.currBal, payment) },
    { label: t('details.createdOn'), value: <DateTime value={payment.createdUtc} /> },
    {
      label: t('details.processedOn'),
      value: payment.processedUtc ? <DateTime value={payment.processedUtc} /> : notYet,
    },
  ];
  return (
    <SectionCard title={t('details.details')}>
      <DetailRows rows={rows} />
    </SectionCard>
  );
}

function ReceiptSection({ payment }: { payment: Payment }) {
  const { t } = useTranslation('deposits');
  return (
    <SectionCard title={t('details.receipt')}>
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
  const { t } = useTranslation('deposits');
  const payment = usePayment(paymentId);
  usePageTitle(
    payment.data ? `${payment.data.reference} · ${t('details.deposit')}` : t('details.depositDetails'),
  );
  return (
    <DetailPage back={back} query={payment} errorTitle={t('details.failed')}>
      {(line) => (
        <Stack gap="lg">
          <RecordHeading
            title={t(line.flow === 'Credit' ? 'details.depositTitle' : 'details.purchaseTitle', {
              reference: line.reference,
            })}
            record={line}
            note={showCustomer && t('details.from', { name: line.customer.name })}
          />
          {actions?.(line)}
          <PaymentFields payment={line} showCustomer={showCustomer} />
          {(line.flow === 'Credit' || line.receiptPaths.length > 0) && <ReceiptSection payment={line} />}
        </Stack>
      )}
    </DetailPage>
  );
}
