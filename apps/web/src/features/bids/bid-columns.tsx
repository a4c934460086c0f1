import type { Bid } from '@gas/shared';
import { Text } from '@mantine/core';
import { dateColumn, moneyColumn, statusColumn } from '../../components/columns.tsx';
import type { DataTableColumn } from '../../components/data-table.tsx';
import { quantityWithUnit, unitSingular } from '../../lib/quantities.ts';

/** Collection at the hub, or delivery to a site in a state. */
export const termsOf = (bid: Bid) =>
  bid.fulfilmentMethod === 'delivery'
    ? `Delivery to ${bid.deliveryState ?? 'a site'}`
    : 'Collection at the hub';

/** What the buyer's list and the suppliers' list both show of a bid. */
export const bidColumns: DataTableColumn<Bid>[] = [
  { accessor: 'reference', title: 'Reference', noWrap: true, card: 'title' },
  { accessor: 'product', title: 'Product', render: (bid) => bid.product.name },
  { accessor: 'hub', title: 'Hub', render: (bid) => bid.hub.name },
  { accessor: 'contractLabel', title: 'Contract', noWrap: true },
  {
    accessor: 'unitPrice',
    title: 'Limit price',
    textAlign: 'right',
    noWrap: true,
    render: (bid) => `${bid.priceString}/${unitSingular(bid.unit)}`,
  },
  {
    accessor: 'remaining',
    title: 'Remaining',
    textAlign: 'right',
    noWrap: true,
    render: (bid) => (
      <Text component="span" fz="inherit">
        {quantityWithUnit(bid.remaining, bid.unit)}
        <Text component="span" fz="xs" c="var(--app-muted)">
          {' '}
          of {quantityWithUnit(bid.quantity, bid.unit)}
        </Text>
      </Text>
    ),
  },
  { accessor: 'terms', title: 'Terms', render: termsOf },
  dateColumn('validUntilUtc', 'Valid until'),
];

/** The buyer's own columns: the status and what the bid still holds. */
export const ownBidColumns: DataTableColumn<Bid>[] = [
  bidColumns[0]!,
  statusColumn(),
  ...bidColumns.slice(1),
  moneyColumn('held', 'Held', (bid) => bid.held),
];
