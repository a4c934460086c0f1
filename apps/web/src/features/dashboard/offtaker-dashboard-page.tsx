import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const dashboard = useDashboard('customer');
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} />
      {notice}
      <PageSection title={t('offtaker.wallet')}>{wallet}</PageSection>
      <TradeCards
        query={dashboard}
        pending={{
          title: t('cards.pending'),
          link: { href: paths.offtaker.sales.href(), label: t('links.yourSales') },
          noun: 'purchase',
          empty: t('offtaker.pendingEmpty'),
        }}
        completed={{
          link: {
            href: paths.offtaker.salesReport.href({ status: 'Approved' }),
            label: t('links.salesReport'),
          },
          chartTitle: t('offtaker.completedChart'),
          noun: 'purchase',
          empty: t('offtaker.completedEmpty'),
        }}
        inFulfilment={{
          link: { href: paths.offtaker.sales.href(), label: t('links.yourSales') },
          noun: 'purchase',
          empty: t('offtaker.inFulfilmentEmpty'),
        }}
      />
      <PageSection title={t('offtaker.latestTransactions')} id="latest-heading">
        {latestTransactions}
      </PageSection>
    </Stack>
  );
}
