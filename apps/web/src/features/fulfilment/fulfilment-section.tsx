import type { Fulfilment, FulfilmentEvent, Sale } from '@gas/shared';
import { Group, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

type FulfilmentT = TFunction<'fulfilment'>;

/** Where the gas goes: "Delivery to Sharada plant, ..." or "Collection at the Ajaokuta hub". */
export function termsText(t: FulfilmentT, fulfilment: Fulfilment): string {
  if (fulfilment.method === 'collection') return t('terms.collection', { hub: fulfilment.hub.name });
  const site = fulfilment.site;
  return site
    ? t('terms.delivery', { site: site.name, address: site.address, lga: site.lga, state: site.state })
    : t('terms.deliveryNoSite');
}

/** How each step reads on the timeline. */
function eventText(t: FulfilmentT, event: FulfilmentEvent, fulfilment: Fulfilment): string {
  const isCollection = fulfilment.method === 'collection';
  switch (event.action) {
    case 'start':
      return isCollection ? t('events.startCollection') : t('events.startDelivery');
    case 'schedule':
      return isCollection ? t('events.scheduleCollection') : t('events.scheduleDelivery');
    case 'load':
      return isCollection ? t('events.loadCollection') : t('events.loadDelivery');
    case 'depart':
      return t('events.depart');
    case 'deliver':
      return t('events.deliver');
    case 'accept':
      return t('events.accept');
    case 'auto-accept':
      return t('events.autoAccept');
    case 'dispute':
      return t('events.dispute');
    case 'resolve':
      return t('events.resolve');
    case 'settle':
      return t('events.settle');
    case 'cancel':
      return t('events.cancel');
    case 'reissue-code':
      return t('events.reissueCode');
    case 'refund-undelivered':
      return t('events.refundUndelivered');
    default:
      return event.status;
  }
}

function FulfilmentTimeline({ fulfilment }: { fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  if (fulfilment.timeline.length === 0) {
    return (
      <Text c="var(--app-muted)" size="sm">
        {t('section.timelineEmpty')}
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" m={0} p={0} aria-label={t('section.timelineLabel')}>
      {fulfilment.timeline.map((event) => (
        <List.Item key={`${event.action}-${event.utc}-${event.status}`}>
          <Group gap="xs" wrap="wrap">
            <Text span fw={600}>
              {eventText(t, event, fulfilment)}
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

/** The quantities: ordered, loaded or collected, delivered, accepted. */
function quantityRows(t: FulfilmentT, fulfilment: Fulfilment): DetailRow[] {
  const litres = (quantity: number | null) =>
    quantity === null ? (
      notYet
    ) : (
      <span className="tabular">{quantityWithUnit(quantity, fulfilment.unit)}</span>
    );
  const isDelivery = fulfilment.method === 'delivery';
  const rows: DetailRow[] = [
    { label: t('rows.ordered'), value: litres(fulfilment.quantities.ordered) },
    {
      label: isDelivery ? t('rows.loaded') : t('rows.collected'),
      value: litres(fulfilment.quantities.loaded),
    },
  ];
  if (isDelivery) rows.push({ label: t('rows.delivered'), value: litres(fulfilment.quantities.delivered) });
  rows.push({ label: t('rows.accepted'), value: litres(fulfilment.quantities.accepted) });
  return rows;
}

/** Where the money went: the logistics fee, the supplier's pay, the platform's fee, the release. */
function moneyRows(t: FulfilmentT, fulfilment: Fulfilment, audience: FulfilmentAudience): DetailRow[] {
  const money = (minor: number | null) =>
    minor === null ? notYet : <Money minor={minor} currency={fulfilment.currency} />;
  const rows: DetailRow[] = [];
  if (fulfilment.method === 'delivery') {
    rows.push(
      { label: t('rows.feeHeld'), value: money(fulfilment.logisticsFee) },
      { label: t('rows.feeCharged'), value: money(fulfilment.logisticsFeeCharged) },
    );
  }
  rows.push(
    {
      label: audience === 'supplier' ? t('rows.paidToYourWallet') : t('rows.paidToSupplier'),
      value: money(fulfilment.supplierPaid),
    },
    { label: t('rows.platformFee'), value: money(fulfilment.platformFee) },
    { label: t('rows.platformFeeVat'), value: money(fulfilment.platformFeeVat) },
  );
  if (audience !== 'supplier') {
    rows.push({
      label: audience === 'offtaker' ? t('rows.releasedToYourWallet') : t('rows.releasedToBuyer'),
      value: money(fulfilment.refunded),
    });
  }
  return rows;
}

function fulfilmentRows(t: FulfilmentT, fulfilment: Fulfilment, audience: FulfilmentAudience): DetailRow[] {
  const rows: DetailRow[] = [
    {
      label: t('rows.status'),
      value: fulfilment.status ? <StatusBadge status={fulfilment.status} /> : t('rows.startsOnApproval'),
    },
    { label: t('rows.terms'), value: termsText(t, fulfilment) },
  ];
  // The supplier is not given whom the driver calls at the buyer's site (the server sends null).
  if (fulfilment.method === 'delivery' && fulfilment.site?.contactName) {
    rows.push({
      label: t('rows.receivingContact'),
      value: `${fulfilment.site.contactName}, ${fulfilment.site.contactPhone}`,
    });
  }
  rows.push(...quantityRows(t, fulfilment), ...moneyRows(t, fulfilment, audience));
  if (fulfilment.dispatchDeadlineUtc && fulfilment.quantities.loaded === null) {
    rows.push({ label: t('rows.dispatchDue'), value: <DateTime value={fulfilment.dispatchDeadlineUtc} /> });
  }
  if (fulfilment.disputeWindowEndUtc) {
    rows.push({ label: t('rows.decideBy'), value: <DateTime value={fulfilment.disputeWindowEndUtc} /> });
  }
  if (fulfilment.disputeReason)
    rows.push({ label: t('rows.disputeReason'), value: fulfilment.disputeReason });
  if (fulfilment.resolutionNote) rows.push({ label: t('rows.resolution'), value: fulfilment.resolutionNote });
  if (fulfilment.settledUtc)
    rows.push({ label: t('rows.settledOn'), value: <DateTime value={fulfilment.settledUtc} /> });
  return rows;
}

type FulfilmentSectionProps = { sale: Sale; audience: FulfilmentAudience };

/**
 * A sale's fulfilment on its page (issue 17): where it stands, its figures and its timeline, and
 * what this person may do now (the buyer's code, accept, dispute, cancel when dispatch is late;
 * the operators' resolution of a dispute).
 */
export function FulfilmentSection({ sale, audience }: FulfilmentSectionProps) {
  const { t } = useTranslation('fulfilment');
  const fulfilment = useFulfilment(sale.id);
  let body: ReactNode;
  if (fulfilment.isPending) body = <Loading />;
  else if (fulfilment.isError)
    body = (
      <LoadError
        title={t('section.loadError')}
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
        <DetailRows rows={fulfilmentRows(t, data, audience)} />
        <Text fw={600} size="sm">
          {t('section.timeline')}
        </Text>
        <FulfilmentTimeline fulfilment={data} />
      </Stack>
    );
  }
  return <SectionCard title={t('section.title')}>{body}</SectionCard>;
}
