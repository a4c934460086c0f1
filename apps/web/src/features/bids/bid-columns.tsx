import { type Bid, isDeliveryMonth, SPOT } from '@gas/shared';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { dateColumn, moneyColumn, statusColumn } from '../../components/columns.tsx';
import type { DataTableColumn } from '../../components/data-table.tsx';
import { formatMonth } from '../../lib/months.ts';
import { quantityWithUnit, unitSingular } from '../../lib/quantities.ts';

type T = TFunction<'bids'>;

/** Collection at the hub, or delivery to a site in a state. */
export const termsOf = (t: T, bid: Bid) => {
  if (bid.fulfilmentMethod !== 'delivery') return t('terms.collection');
  return bid.deliveryState ? t('terms.delivery', { state: bid.deliveryState }) : t('terms.deliveryToSite');
};

/**
 * "Spot" or the delivery month ("Dec 2026") in the reader's language, from the bid's `contract`
 * ('Spot' or 'YYYY-MM'): the server's `contractLabel` is English.
 */
export const contractName = (t: T, bid: Pick<Bid, 'contract' | 'contractLabel'>) => {
  if (bid.contract === SPOT) return t('own.spot');
  return isDeliveryMonth(bid.contract) ? formatMonth(bid.contract) : bid.contractLabel;
};

/** What the buyer's list and the suppliers' list both show of a bid. */
export const bidColumns = (t: T): DataTableColumn<Bid>[] => [
  { accessor: 'reference', title: t('columns.reference'), noWrap: true, card: 'title' },
  { accessor: 'product', title: t('columns.product'), render: (bid) => bid.product.name },
  { accessor: 'hub', title: t('columns.hub'), render: (bid) => bid.hub.name },
  {
    accessor: 'contractLabel',
    title: t('columns.contract'),
    noWrap: true,
    render: (bid) => contractName(t, bid),
  },
  {
    accessor: 'unitPrice',
    title: t('columns.limitPrice'),
    textAlign: 'right',
    noWrap: true,
    render: (bid) => t('pricePerUnit', { price: bid.priceString, unit: unitSingular(bid.unit) }),
  },
  {
    accessor: 'remaining',
    title: t('columns.remaining'),
    textAlign: 'right',
    noWrap: true,
    render: (bid) => (
      <Text component="span" fz="inherit">
        {quantityWithUnit(bid.remaining, bid.unit)}
        <Text component="span" fz="xs" c="var(--app-muted)">
          {' '}
          {t('columns.remainingOf', { quantity: quantityWithUnit(bid.quantity, bid.unit) })}
        </Text>
      </Text>
    ),
  },
  { accessor: 'terms', title: t('columns.terms'), render: (bid) => termsOf(t, bid) },
  dateColumn('validUntilUtc', t('columns.validUntil')),
];

/** The buyer's own columns: the status and what the bid still holds. */
export const ownBidColumns = (t: T): DataTableColumn<Bid>[] => {
  const [reference, ...rest] = bidColumns(t);
  return [reference!, statusColumn(), ...rest, moneyColumn('held', t('columns.held'), (bid) => bid.held)];
};
