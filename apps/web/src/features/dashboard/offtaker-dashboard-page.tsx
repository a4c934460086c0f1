import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboard } from './api/get-dashboard.ts';
import {
  CardGrid,
  CurrencyFigures,
  DashboardCard,
  FiguresState,
  MonthlyFigures,
} from './dashboard-parts.tsx';

type OfftakerDashboardPageProps = {
  /** The Wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
  /** The 5 newest purchases (Status, Reference, Product, Quantity, Amount, Date), composed by the route from the trading feature. */
  latestTransactions: ReactNode;
};

/**
 * /offtaker (spec section 2): the Wallet cards, the purchases waiting for their supplier
 * (Pending), the approved ones per month (Completed), and the Latest Transactions table.
 */
export function OfftakerDashboardPage({ wallet, latestTransactions }: OfftakerDashboardPageProps) {
  usePageTitle('Dashboard');
  const dashboard = useDashboard('customer');
  const state = {
    isPending: dashboard.isPending,
    error: dashboard.error,
    onRetry: () => void dashboard.refetch(),
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <Stack gap="sm" component="section" aria-labelledby="wallet-heading">
        <Title order={2} size="h4" id="wallet-heading">
          Wallet
        </Title>
        {wallet}
      </Stack>
      <CardGrid>
        <DashboardCard title="Pending" link={{ href: paths.offtaker.sales.href(), label: 'Your sales' }}>
          <FiguresState {...state}>
            {() => (
              <CurrencyFigures
                figures={dashboard.data?.pending ?? []}
                noun="purchase"
                empty="No purchase is waiting for a supplier. Use New Transaction to buy from a listing."
              />
            )}
          </FiguresState>
        </DashboardCard>
        <DashboardCard
          title="Completed"
          link={{ href: paths.offtaker.salesReport.href({ status: 'Approved' }), label: 'Sales report' }}
        >
          <FiguresState {...state}>
            {() => (
              <MonthlyFigures
                rows={dashboard.data?.completedByMonth ?? []}
                chartTitle="completed purchases per month"
                countLabel="purchases"
                empty="No purchase was completed in the last six months. Approved purchases are counted here by month."
              />
            )}
          </FiguresState>
        </DashboardCard>
      </CardGrid>
      <Stack gap="sm" component="section" aria-labelledby="latest-heading">
        <Title order={2} size="h4" id="latest-heading">
          Latest Transactions
        </Title>
        {latestTransactions}
      </Stack>
    </Stack>
  );
}
