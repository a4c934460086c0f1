import type { Sale } from '@gas/shared';
import { formatMoney } from '@gas/shared';
import { Group, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
import { type DetailRow, DetailRows, notYet } from '../../components/detail-rows.tsx';
import { Money } from '../../components/money.tsx';
import { RecordHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { formatMonth } from '../../lib/months.ts';
import { quantityWithUnit, unitSingular } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSale } from './api/get-sale.ts';
import { CounterpartyContact } from './counterparty-contact.tsx';

/** Who is looking: the buyer, the supplier who owns the inventory, or an operator. */
export type Audience = 'offtaker' | 'supplier' | 'admin';

function saleRows(sale: Sale, audience: Audience, t: TFunction<'trading'>): DetailRow[] {
  const money = (minor: number) => <Money minor={minor} currency={sale.currency} />;
  const isSettled = sale.fee !== null;
  return [
    { label: t('sale.reference'), value: sale.reference },
    { label: t('sale.status'), value: <StatusBadge status={sale.status} /> },
    { label: t('sale.product'), value: sale.product.name },
    ...(audience !== 'supplier' ? [{ label: t('sale.supplier'), value: sale.supplier.name }] : []),
    ...(audience !== 'offtaker' ? [{ label: t('sale.offtaker'), value: sale.customer.name }] : []),
    { label: t('sale.hub'), value: sale.hub.name },
    // Spot, or the delivery month bought (issue 19): its loading is booked within that month.
    {
      label: t('sale.contract'),
      value: sale.deliveryMonth
        ? t('sale.contractInMonth', { contract: formatMonth(sale.deliveryMonth) })
        : t('contract.spot'),
    },
    {
      label: t('sale.quantity'),
      value: <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    {
      label: t('sale.unitPrice'),
      value: (
        <span className="tabular">
          {formatMoney(sale.unitPrice, sale.currency)} / {unitSingular(sale.unit)}
        </span>
      ),
    },
    { label: t('sale.amount'), value: <Money minor={sale.amount} currency={sale.currency} fw={700} /> },
    { label: t('sale.platformFee'), value: isSettled ? money(sale.fee ?? 0) : notYet },
    ...(sale.fulfilmentMethod === 'delivery'
      ? [{ label: t('sale.logisticsFee'), value: money(sale.logisticsFee ?? 0) }]
      : []),
    { label: t('sale.currency'), value: sale.currency },
    { label: t('sale.placedOn'), value: <DateTime value={sale.createdUtc} /> },
    sale.status === 'Pending'
      ? { label: t('sale.expiresOn'), value: <DateTime value={sale.expiresUtc} /> }
      : {
          label: t('sale.completedOn'),
          value: sale.completedUtc ? <DateTime value={sale.completedUtc} /> : notYet,
        },
  ];
}

const timelineEvents = ['Placed', 'Approved', 'Rejected', 'Cancelled', 'Expired', 'Suspended'] as const;
const isTimelineEvent = (event: string): event is (typeof timelineEvents)[number] =>
  (timelineEvents as readonly string[]).includes(event);

function Timeline({ sale }: { sale: Sale }) {
  const { t } = useTranslation('trading');
  return (
    <List spacing="xs" listStyleType="none" m={0} p={0} aria-label={t('sale.timeline')}>
      {sale.timeline.map((entry) => (
        <List.Item key={`${entry.event}-${entry.utc}`}>
          <Group gap="xs" wrap="wrap">
            <Text span fw={600}>
              {isTimelineEvent(entry.event) ? t(`events.${entry.event}`) : entry.event}
            </Text>
            <Text span c="var(--app-muted)" size="sm">
              <DateTime value={entry.utc} />
            </Text>
          </Group>
        </List.Item>
      ))}
      {sale.status === 'Pending' && (
        <List.Item>
          <Text c="var(--app-muted)" size="sm">
            <Trans t={t} i18nKey="sale.waiting" components={{ date: <DateTime value={sale.expiresUtc} /> }} />
          </Text>
        </List.Item>
      )}
    </List>
  );
}

/** Each audience's words for its sale: a purchase, a sale or a transaction. */
const wordsOf = {
  offtaker: {
    title: 'sale.purchase',
    heading: 'sale.purchaseTitle',
    pending: 'sale.purchaseDetails',
    failed: 'sale.purchaseFailed',
  },
  supplier: {
    title: 'sale.sale',
    heading: 'sale.saleTitle',
    pending: 'sale.saleDetails',
    failed: 'sale.saleFailed',
  },
  admin: {
    title: 'sale.transaction',
    heading: 'sale.transactionTitle',
    pending: 'sale.transactionDetails',
    failed: 'sale.transactionFailed',
  },
} as const;

/** The list each audience's sale belongs to: the back link. */
const backLinks = {
  offtaker: { href: paths.offtaker.sales.href(), label: 'sale.backSales' },
  supplier: { href: paths.supplier.sales.href(), label: 'sale.backSales' },
  admin: { href: paths.admin.sales.href(), label: 'sale.backTransactions' },
} as const;

type SaleDetailsProps = {
  audience: Audience;
  /** What this person can do with the sale (cancel, approve, reject), shown above the details. */
  actions?: (sale: Sale) => ReactNode;
  /** Its fulfilment (features/fulfilment, composed by the area's routes), after the details. */
  fulfilment?: (sale: Sale) => ReactNode;
};

/**
 * The sale the address names (spec: /offtaker/sales/{id}, /supplier/sales/{id}, /admin/sales/{id}).
 * Keyed by the id, so following a link to another sale starts the page afresh.
 */
export function SaleDetails(props: SaleDetailsProps) {
  const id = useParams().id ?? '';
  return <SaleOf key={id} saleId={id} {...props} />;
}

/** One sale with every field and its timeline. */
function SaleOf({ saleId, audience, actions, fulfilment }: SaleDetailsProps & { saleId: string }) {
  const { t } = useTranslation('trading');
  const sale = useSale(saleId);
  const words = wordsOf[audience];
  const back = backLinks[audience];
  usePageTitle(sale.data ? `${sale.data.reference} · ${t(words.title)}` : t(words.pending));
  return (
    <DetailPage back={{ href: back.href, label: t(back.label) }} query={sale} errorTitle={t(words.failed)}>
      {(data) => (
        <Stack gap="lg">
          <RecordHeading
            title={t(words.heading, { reference: data.reference })}
            record={data}
            note={t('sale.note', {
              quantity: quantityWithUnit(data.quantity, data.unit),
              product: data.product.name,
              hub: data.hub.name,
            })}
          />
          {actions?.(data)}
          <SectionCard title={t('sale.details')}>
            <DetailRows rows={saleRows(data, audience, t)} />
          </SectionCard>
          {fulfilment?.(data)}
          <CounterpartyContact sale={data} audience={audience} />
          <SectionCard title={t('sale.timeline')}>
            <Timeline sale={data} />
          </SectionCard>
        </Stack>
      )}
    </DetailPage>
  );
}
