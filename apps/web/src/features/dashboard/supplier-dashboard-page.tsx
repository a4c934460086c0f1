import { formatQuantity, type StockFigure } from '@gas/shared';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { TradeCards } from './dashboard-parts.tsx';

type SupplierDashboardPageProps = {
  /** The settlement wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
  /** The 5 newest sales against the supplier's inventories, composed by the route from the trading feature. */
  latestSales: ReactNode;
  /** The business profile's notice and the licence-expiry banner (issue 18), composed by the route. */
  notice?: ReactNode;
};

const litres = (value: number, unit: string) => (
  <span className="tabular">{`${formatQuantity(value)} ${unit}`}</span>
);

const stockColumns: DataTableColumn<StockFigure>[] = [
  {
    accessor: 'product',
    title: 'Inventory',
    card: 'title',
    render: (row) => (
      <Anchor component={Link} to={paths.supplier.inventory.href(row.inventoryId)} fw={600}>
        {`${row.product} at ${row.hub}`}
      </Anchor>
    ),
  },
  {
    accessor: 'onHand',
    title: 'On hand',
    textAlign: 'right',
    noWrap: true,
    render: (row) => litres(row.onHand, row.unit),
  },
  {
    accessor: 'reserved',
    title: 'Reserved',
    textAlign: 'right',
    noWrap: true,
    render: (row) => litres(row.reserved, row.unit),
  },
  {
    accessor: 'available',
    title: 'Available',
    textAlign: 'right',
    noWrap: true,
    render: (row) => litres(row.available, row.unit),
  },
];

/**
 * /supplier: first what needs the supplier (Pending sales to approve or reject) and its stock,
 * then the approved sales per month, the settlement wallet and the latest sales.
 */
export function SupplierDashboardPage({ wallet, latestSales, notice }: SupplierDashboardPageProps) {
  usePageTitle('Dashboard');
  const dashboard = useDashboard('client');
  return (
    <Stack gap="lg">
      <PageHeading
        title="Dashboard"
        action={
          <Group component="nav" aria-label="Shortcuts" gap="md">
            <Anchor component={Link} to={paths.supplier.inventories.href()}>
              Inventories
            </Anchor>
            <Anchor component={Link} to={paths.supplier.sales.href()}>
              Sales
            </Anchor>
          </Group>
        }
      />
      {notice}
      <TradeCards
        query={dashboard}
        pending={{
          title: 'Pending sales',
          link: { href: paths.supplier.sales.href({ status: 'Pending' }), label: 'Approve or reject' },
          noun: 'sale',
          empty: 'No sale is waiting for your decision. New purchases from your inventories appear here.',
        }}
        completed={{
          link: { href: paths.supplier.salesReport.href({ status: 'Approved' }), label: 'Sales report' },
          chartTitle: 'approved sales per month',
          countLabel: 'sales',
          empty:
            'No sale was approved in the last six months. Keep your prices and stock current to be listed on the market.',
        }}
        inFulfilment={{
          link: { href: paths.supplier.sales.href({ status: 'Approved' }), label: 'Your sales' },
          noun: 'sale',
          empty:
            'Nothing is on its way. Approved sales are counted here until the buyer accepts the gas and you are paid.',
        }}
      />
      <Stack gap="sm" component="section" aria-labelledby="stock-heading">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} size="h4" id="stock-heading">
            Stock
          </Title>
          <Anchor component={Link} to={paths.supplier.stocks.href()} size="sm">
            All stock
          </Anchor>
        </Group>
        <Text size="sm" c="var(--app-muted)">
          Reserved litres are held for Pending sales and sales in fulfilment; only what is available can be
          bought.
        </Text>
        <DataTable
          label="Stock"
          columns={stockColumns}
          records={dashboard.data?.stock}
          isLoading={dashboard.isPending}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          idAccessor="inventoryId"
          minWidth={560}
        />
        {dashboard.data?.stock.length === 0 && (
          <Text size="sm" c="var(--app-muted)">
            Create an inventory on the{' '}
            <Anchor component={Link} to={paths.supplier.inventories.href()} inherit>
              Inventories
            </Anchor>{' '}
            page and add approved stock to sell.
          </Text>
        )}
      </Stack>
      <PageSection title="Wallet">
        <Text size="sm" c="var(--app-muted)">
          Sales are paid here at settlement, once the buyer accepts the gas, less the 1% platform fee and the
          VAT on it.
        </Text>
        {wallet}
      </PageSection>
      <PageSection title="Latest Sales" id="latest-heading">
        {latestSales}
      </PageSection>
    </Stack>
  );
}
