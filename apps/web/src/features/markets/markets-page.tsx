import { formatQuantity, type MarketRow } from '@gas/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMarkets } from './api/get-markets.ts';

export { prefetchMarkets } from './api/get-markets.ts';

function BidList({ values }: { values: string[] }) {
  if (values.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} className="tabular" align="flex-end">
      {values.map((value, index) => (
        // The same price can appear twice in a list, so the position is part of the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: bids are a fixed, ordered list
        <span key={`${index}-${value}`}>{value}</span>
      ))}
    </Stack>
  );
}

const columns: DataTableColumn<MarketRow>[] = [
  { accessor: 'region', title: 'Region' },
  { accessor: 'contract', title: 'Contract' },
  { accessor: 'deliveryPoint', title: 'Delivery Point' },
  { accessor: 'product', title: 'Product' },
  {
    accessor: 'quantity',
    title: 'Quantity',
    textAlign: 'right',
    render: (row) => <span className="tabular">{formatQuantity(row.quantity)}</span>,
  },
  { accessor: 'buy', title: 'Buy Bid', textAlign: 'right', render: (row) => <BidList values={row.buy} /> },
  { accessor: 'sell', title: 'Sell Bid', textAlign: 'right', render: (row) => <BidList values={row.sell} /> },
  {
    accessor: 'deliveryDays',
    title: 'Delivery Days',
    textAlign: 'right',
    render: (row) => <span className="tabular">{row.deliveryDays}</span>,
  },
];

const rowKey = (row: MarketRow) => `${row.region}|${row.deliveryPoint}|${row.product}|${row.contract}`;

export function MarketsPage() {
  usePageTitle('Market Data');
  const markets = useMarkets();
  // At least a screen tall (less the 65 px top bar): the footer starts below the first screen,
  // so the rows arriving after "Loading..." push nothing visible (no layout shift).
  return (
    <Container py={{ base: 'lg', sm: 48 }} mih="calc(100dvh - 65px)">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Market Data</Title>
          <Text c="var(--app-muted)" maw={720}>
            Today's offers on the exchange by region, contract and delivery point. Buy and sell bids list
            every price on offer, one per line.
          </Text>
        </Stack>
        <DataTable
          label="Market Data"
          columns={columns}
          {...queryTableProps(markets)}
          idAccessor={rowKey}
          minWidth={860}
        />
      </Stack>
    </Container>
  );
}
