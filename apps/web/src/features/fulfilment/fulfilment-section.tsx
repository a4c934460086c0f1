import type { Fulfilment, FulfilmentEvent, Sale } from '@gas/shared';
import { Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { type DetailRow, DetailRows, notYet } from '../../components/detail-rows.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { useFulfilment } from './api/get-fulfilment.ts';
import { BuyerFulfilmentActions } from './buyer-actions.tsx';
import { OperatorFulfilmentActions } from './operator-actions.tsx';

/** Who is looking: the buyer, the supplier who owns the inventory, or an operator. */
export type FulfilmentAudience = 'offtaker' | 'supplier' | 'admin';

/** Where the gas goes: "Delivery to Sharada plant, ..." or "Collection at the Ajaokuta hub". */
export function termsText(fulfilment: Fulfilment): string {
  if (fulfilment.method === 'collection') return `Collection at the ${fulfilment.hub.name} hub`;
  const site = fulfilment.site;
  return site
    ? `Delivery to ${site.name}, ${site.address}, ${site.lga}, ${site.state}`
    : 'Delivery to the buyer’s site';
}

/** How each step reads on the timeline. */
function eventText(event: FulfilmentEvent, fulfilment: Fulfilment): string {
  const isCollection = fulfilment.method === 'collection';
  switch (event.action) {
    case 'start':
      return isCollection ? 'Approved: ready for collection at the hub' : 'Approved: awaiting dispatch';
    case 'schedule':
      return isCollection ? 'Loading slot booked' : 'Scheduled: truck, driver and loading slot';
    case 'load':
      return isCollection
        ? 'Collected at the hub (meter ticket recorded)'
        : 'Loaded at the hub (meter ticket recorded)';
    case 'depart':
      return 'Left the hub: in transit';
    case 'deliver':
      return 'Delivered: the buyer’s code was given';
    case 'accept':
      return 'Accepted by the buyer';
    case 'auto-accept':
      return 'Accepted: the acceptance window passed';
    case 'dispute':
      return 'Disputed by the buyer';
    case 'resolve':
      return 'Dispute resolved by the operators';
    case 'settle':
      return 'Settled';
    case 'cancel':
      return 'Cancelled';
    case 'reissue-code':
      return 'New delivery code issued';
    default:
      return event.status;
  }
}

function FulfilmentTimeline({ fulfilment }: { fulfilment: Fulfilment }) {
  if (fulfilment.timeline.length === 0) {
    return (
      <Text c="var(--app-muted)" size="sm">
        Fulfilment starts when the supplier approves the purchase.
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" m={0} p={0} aria-label="Fulfilment timeline">
      {fulfilment.timeline.map((event) => (
        <List.Item key={`${event.action}-${event.utc}-${event.status}`}>
          <Group gap="xs" wrap="wrap">
            <Text span fw={600}>
              {eventText(event, fulfilment)}
            </Text>
            <Text span c="var(--app-muted)" size="sm">
              <DateTime value={event.utc} />
            </Text>
          </Group>
          {event.note && (
            <Text size="sm" c="var(--app-muted)" style={{ overflowWrap: 'anywhere' }}>
              “{event.note}”
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

function fulfilmentRows(fulfilment: Fulfilment, audience: FulfilmentAudience): DetailRow[] {
  const money = (minor: number | null) =>
    minor === null ? notYet : <Money minor={minor} currency={fulfilment.currency} />;
  const litres = (quantity: number | null) =>
    quantity === null ? (
      notYet
    ) : (
      <span className="tabular">{quantityWithUnit(quantity, fulfilment.unit)}</span>
    );
  const isDelivery = fulfilment.method === 'delivery';
  const rows: DetailRow[] = [
    {
      label: 'Fulfilment status',
      value: fulfilment.status ? <StatusBadge status={fulfilment.status} /> : 'Starts on approval',
    },
    { label: 'Terms', value: termsText(fulfilment) },
  ];
  if (isDelivery && fulfilment.site) {
    rows.push({
      label: 'Receiving contact',
      value: `${fulfilment.site.contactName}, ${fulfilment.site.contactPhone}`,
    });
  }
  rows.push(
    { label: 'Ordered', value: litres(fulfilment.quantities.ordered) },
    { label: isDelivery ? 'Loaded' : 'Collected', value: litres(fulfilment.quantities.loaded) },
  );
  if (isDelivery) rows.push({ label: 'Delivered', value: litres(fulfilment.quantities.delivered) });
  rows.push({ label: 'Accepted', value: litres(fulfilment.quantities.accepted) });
  if (isDelivery) {
    rows.push(
      { label: 'Logistics fee held', value: money(fulfilment.logisticsFee) },
      { label: 'Logistics fee charged', value: money(fulfilment.logisticsFeeCharged) },
    );
  }
  rows.push(
    {
      label: audience === 'supplier' ? 'Paid to your wallet' : 'Paid to the supplier',
      value: money(fulfilment.supplierPaid),
    },
    { label: 'Platform fee (1%)', value: money(fulfilment.platformFee) },
    { label: 'VAT on the platform fee', value: money(fulfilment.platformFeeVat) },
  );
  if (audience !== 'supplier') {
    rows.push({
      label: audience === 'offtaker' ? 'Released back to your wallet' : 'Released to the buyer',
      value: money(fulfilment.refunded),
    });
  }
  if (fulfilment.dispatchDeadlineUtc && fulfilment.quantities.loaded === null) {
    rows.push({ label: 'Dispatch due by', value: <DateTime value={fulfilment.dispatchDeadlineUtc} /> });
  }
  if (fulfilment.disputeWindowEndUtc) {
    rows.push({ label: 'Accept or dispute by', value: <DateTime value={fulfilment.disputeWindowEndUtc} /> });
  }
  if (fulfilment.disputeReason) rows.push({ label: 'Dispute reason', value: fulfilment.disputeReason });
  if (fulfilment.resolutionNote)
    rows.push({ label: 'Operators’ resolution', value: fulfilment.resolutionNote });
  if (fulfilment.settledUtc)
    rows.push({ label: 'Settled On', value: <DateTime value={fulfilment.settledUtc} /> });
  return rows;
}

type FulfilmentSectionProps = { sale: Sale; audience: FulfilmentAudience };

/**
 * A sale's fulfilment on its page (issue 17): where it stands, its figures and its timeline, and
 * what this person may do now (the buyer's code, accept, dispute, cancel when dispatch is late;
 * the operators' resolution of a dispute).
 */
export function FulfilmentSection({ sale, audience }: FulfilmentSectionProps) {
  const fulfilment = useFulfilment(sale.id);
  let body: ReactNode;
  if (fulfilment.isPending) body = <Loading />;
  else if (fulfilment.isError)
    body = (
      <LoadError
        title="We could not load the fulfilment"
        error={fulfilment.error}
        onRetry={() => void fulfilment.refetch()}
      />
    );
  else {
    const data = fulfilment.data;
    body = (
      <Stack gap="md">
        {audience === 'offtaker' && <BuyerFulfilmentActions sale={sale} fulfilment={data} />}
        {audience === 'admin' && <OperatorFulfilmentActions sale={sale} fulfilment={data} />}
        <DetailRows rows={fulfilmentRows(data, audience)} />
        <Text fw={600} size="sm">
          Timeline
        </Text>
        <FulfilmentTimeline fulfilment={data} />
      </Stack>
    );
  }
  return <SectionCard title="Fulfilment">{body}</SectionCard>;
}
