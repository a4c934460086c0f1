import type { Sale } from '@gas/shared';
import { formatMoney } from '@gas/shared';
import { Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
import { type DetailRow, DetailRows, notYet } from '../../components/detail-rows.tsx';
import { Money } from '../../components/money.tsx';
import { RecordHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit, unitSingular } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSale } from './api/get-sale.ts';
import { CounterpartyContact } from './counterparty-contact.tsx';

/** Who is looking: the buyer, the supplier who owns the inventory, or an operator. */
export type Audience = 'offtaker' | 'supplier' | 'admin';

function saleRows(sale: Sale, audience: Audience): DetailRow[] {
  const money = (minor: number) => <Money minor={minor} currency={sale.currency} />;
  const isSettled = sale.fee !== null;
  return [
    { label: 'Reference', value: sale.reference },
    { label: 'Status', value: <StatusBadge status={sale.status} /> },
    { label: 'Product', value: sale.product.name },
    ...(audience !== 'supplier' ? [{ label: 'Supplier', value: sale.supplier.name }] : []),
    ...(audience !== 'offtaker' ? [{ label: 'Offtaker', value: sale.customer.name }] : []),
    { label: 'Hub', value: sale.hub.name },
    // Spot, or the delivery month bought (issue 19): its loading is booked within that month.
    {
      label: 'Contract',
      value: sale.deliveryMonth ? `${sale.contract} (delivery within the month)` : (sale.contract ?? 'Spot'),
    },
    {
      label: 'Quantity',
      value: <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    {
      label: 'Unit price',
      value: (
        <span className="tabular">
          {formatMoney(sale.unitPrice, sale.currency)} / {unitSingular(sale.unit)}
        </span>
      ),
    },
    { label: 'Amount', value: <Money minor={sale.amount} currency={sale.currency} fw={700} /> },
    { label: 'Platform fee (1%)', value: isSettled ? money(sale.fee ?? 0) : notYet },
    ...(sale.fulfilmentMethod === 'delivery'
      ? [{ label: 'Logistics fee', value: money(sale.logisticsFee ?? 0) }]
      : []),
    { label: 'Currency', value: sale.currency },
    { label: 'Placed On', value: <DateTime value={sale.createdUtc} /> },
    sale.status === 'Pending'
      ? { label: 'Expires On', value: <DateTime value={sale.expiresUtc} /> }
      : { label: 'Completed On', value: sale.completedUtc ? <DateTime value={sale.completedUtc} /> : notYet },
  ];
}

const eventWords: Record<string, string> = {
  Placed: 'Placed',
  Approved: 'Approved by the supplier',
  Rejected: 'Rejected by the supplier',
  Cancelled: 'Cancelled by the buyer',
  Expired: 'Expired without a decision',
  Suspended: 'Cancelled: an account taking part was suspended',
};

function Timeline({ sale }: { sale: Sale }) {
  return (
    <List spacing="xs" listStyleType="none" m={0} p={0} aria-label="Timeline">
      {sale.timeline.map((entry) => (
        <List.Item key={`${entry.event}-${entry.utc}`}>
          <Group gap="xs" wrap="wrap">
            <Text span fw={600}>
              {eventWords[entry.event] ?? entry.event}
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
            Waiting for the supplier's decision. Without one it expires on{' '}
            <DateTime value={sale.expiresUtc} />.
          </Text>
        </List.Item>
      )}
    </List>
  );
}

const titles: Record<Audience, string> = { offtaker: 'Purchase', supplier: 'Sale', admin: 'Transaction' };

/** The list each audience's sale belongs to: the back link. */
const backLinks: Record<Audience, { href: string; label: string }> = {
  offtaker: { href: paths.offtaker.sales.href(), label: 'Sales' },
  supplier: { href: paths.supplier.sales.href(), label: 'Sales' },
  admin: { href: paths.admin.sales.href(), label: 'Transactions' },
};

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
  const sale = useSale(saleId);
  const title = titles[audience];
  usePageTitle(sale.data ? `${sale.data.reference} · ${title}` : `${title} details`);
  return (
    <DetailPage
      back={backLinks[audience]}
      query={sale}
      errorTitle={`We could not load this ${title.toLowerCase()}`}
    >
      {(data) => (
        <Stack gap="lg">
          <RecordHeading
            title={`${title} ${data.reference}`}
            record={data}
            note={`${quantityWithUnit(data.quantity, data.unit)} of ${data.product.name} at ${data.hub.name}`}
          />
          {actions?.(data)}
          <SectionCard title="Details">
            <DetailRows rows={saleRows(data, audience)} />
          </SectionCard>
          {fulfilment?.(data)}
          <CounterpartyContact sale={data} audience={audience} />
          <SectionCard title="Timeline">
            <Timeline sale={data} />
          </SectionCard>
        </Stack>
      )}
    </DetailPage>
  );
}
