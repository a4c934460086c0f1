import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { TradeCards } from './dashboard-parts.tsx';

type OfftakerDashboardPageProps = {
  /** The Wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
  /** The 5 newest purchases (Status, Reference, Product, Quantity, Amount, Date), composed by the route from the trading feature. */
  latestTransactions: ReactNode;
  /** What the party's business profile needs (issue 18), composed by the route from the verification feature. */
  notice?: ReactNode;
};

/**
 * /offtaker (spec section 2): the Wallet cards, the purchases waiting for their supplier
 * (Pending), the approved ones per month (Completed), and the Latest Transactions table.
 */
export function OfftakerDashboardPage({ wallet, latestTransactions, notice }: OfftakerDashboardPageProps) {
  usePageTitle('Dashboard');
  const dashboard = useDashboard('customer');
  return (
    <Stack gap="lg">
      <PageHeading title="Dashboard" />
      {notice}
      <PageSection title="Wallet">{wallet}</PageSection>
      <TradeCards
        query={dashboard}
        pending={{
          title: 'Pending',
          link: { href: paths.offtaker.sales.href(), label: 'Your sales' },
          noun: 'purchase',
          empty: 'No purchase is waiting for a supplier. Use New Transaction to buy from a listing.',
        }}
        completed={{
          link: { href: paths.offtaker.salesReport.href({ status: 'Approved' }), label: 'Sales report' },
          chartTitle: 'completed purchases per month',
          countLabel: 'purchases',
          empty:
            'No purchase was completed in the last six months. Approved purchases are counted here by month.',
        }}
        inFulfilment={{
          link: { href: paths.offtaker.sales.href(), label: 'Your sales' },
          noun: 'purchase',
          empty:
            'Nothing is on its way. Approved purchases are counted here, their funds held, until you accept the gas.',
        }}
      />
      <PageSection title="Latest Transactions" id="latest-heading">
        {latestTransactions}
      </PageSection>
    </Stack>
  );
}
