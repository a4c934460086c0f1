import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

type SupplierDashboardPageProps = {
  /** The settlement wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
  /** The 5 newest sales against the supplier's inventories, composed by the route from the trading feature. */
  latestSales: ReactNode;
};

/**
 * /supplier (spec section 2, "like the offtaker one"): the settlement balances the approved sales
 * were paid into, the latest sales (Pending ones waiting for a decision show their badge), and
 * the way to inventories and sales. Figures not computed yet are left out rather than invented.
 */
export function SupplierDashboardPage({ wallet, latestSales }: SupplierDashboardPageProps) {
  usePageTitle('Dashboard');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Group component="nav" aria-label="Shortcuts" gap="md">
          <Anchor component={Link} to={paths.supplier.inventories.href()}>
            Inventories
          </Anchor>
          <Anchor component={Link} to={paths.supplier.sales.href()}>
            Sales
          </Anchor>
        </Group>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="wallet-heading">
        <Title order={2} size="h4" id="wallet-heading">
          Wallet
        </Title>
        <Text size="sm" c="var(--app-muted)">
          Approved sales are paid here, less the 1% platform fee.
        </Text>
        {wallet}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="latest-heading">
        <Title order={2} size="h4" id="latest-heading">
          Latest Sales
        </Title>
        {latestSales}
      </Stack>
    </Stack>
  );
}
