import type { StockFigure } from '@gas/shared';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
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
  <span className="tabular">{quantityWithUnit(value, unit)}</span>
);

const stockColumns = (t: TFunction<'dashboard'>): DataTableColumn<StockFigure>[] => [
  {
    accessor: 'product',
    title: t('supplier.columns.inventory'),
    card: 'title',
    render: (row) => (
      <Anchor component={Link} to={paths.supplier.inventory.href(row.inventoryId)} fw={600}>
        {t('supplier.inventoryAt', { product: row.product, hub: row.hub })}
      </Anchor>
    ),
  },
  {
    accessor: 'onHand',
    title: t('supplier.columns.onHand'),
    textAlign: 'right',
    noWrap: true,
    render: (row) => litres(row.onHand, row.unit),
  },
  {
    accessor: 'reserved',
    title: t('supplier.columns.reserved'),
    textAlign: 'right',
    noWrap: true,
    render: (row) => litres(row.reserved, row.unit),
  },
  {
    accessor: 'available',
    title: t('supplier.columns.available'),
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
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const dashboard = useDashboard('client');
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('title')}
        action={
          <Group component="nav" aria-label={t('links.shortcuts')} gap="md">
            <Anchor component={Link} to={paths.supplier.inventories.href()}>
              {t('links.inventories')}
            </Anchor>
            <Anchor component={Link} to={paths.supplier.sales.href()}>
              {t('links.sales')}
            </Anchor>
          </Group>
        }
      />
      {notice}
      <TradeCards
        query={dashboard}
        pending={{
          title: t('cards.pendingSales'),
          link: { href: paths.supplier.sales.href({ status: 'Pending' }), label: t('links.approveOrReject') },
          noun: 'sale',
          empty: t('supplier.pendingEmpty'),
        }}
        completed={{
          link: {
            href: paths.supplier.salesReport.href({ status: 'Approved' }),
            label: t('links.salesReport'),
          },
          chartTitle: t('supplier.completedChart'),
          noun: 'sale',
          empty: t('supplier.completedEmpty'),
        }}
        inFulfilment={{
          link: { href: paths.supplier.sales.href({ status: 'Approved' }), label: t('links.yourSales') },
          noun: 'sale',
          empty: t('supplier.inFulfilmentEmpty'),
        }}
      />
      <Stack gap="sm" component="section" aria-labelledby="stock-heading">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} size="h4" id="stock-heading">
            {t('supplier.stock')}
          </Title>
          <Anchor component={Link} to={paths.supplier.stocks.href()} size="sm">
            {t('links.allStock')}
          </Anchor>
        </Group>
        <Text size="sm" c="var(--app-muted)">
          {t('supplier.stockHint')}
        </Text>
        <DataTable
          label={t('supplier.stock')}
          columns={stockColumns(t)}
          records={dashboard.data?.stock}
          isLoading={dashboard.isPending}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          idAccessor="inventoryId"
          minWidth={560}
        />
        {dashboard.data?.stock.length === 0 && (
          <Text size="sm" c="var(--app-muted)">
            <Trans
              t={t}
              i18nKey="supplier.stockEmpty"
              components={{
                link: <Anchor component={Link} to={paths.supplier.inventories.href()} inherit />,
              }}
            />
          </Text>
        )}
      </Stack>
      <PageSection title={t('supplier.wallet')}>
        <Text size="sm" c="var(--app-muted)">
          {t('supplier.walletHint')}
        </Text>
        {wallet}
      </PageSection>
      <PageSection title={t('supplier.latestSales')} id="latest-heading">
        {latestSales}
      </PageSection>
    </Stack>
  );
}
