import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { PayoutAccountsSection } from '../features/banking/payout-accounts-section.tsx';
import { OfftakerBidsPage } from '../features/bids/offtaker-bids-page.tsx';
import { OfftakerDashboardPage } from '../features/dashboard/offtaker-dashboard-page.tsx';
import { DeliverySitesSection } from '../features/delivery-sites/delivery-sites-section.tsx';
import { OfftakerDepositPage } from '../features/deposits/deposit-pages.tsx';
import { OfftakerDepositsPage } from '../features/deposits/offtaker-deposits-page.tsx';
import { InvoicesSection } from '../features/documents/invoices-section.tsx';
import { FulfilmentSection } from '../features/fulfilment/fulfilment-section.tsx';
import { OfftakerWithdrawalsPage } from '../features/payouts/payouts-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { DeliveryTerms } from '../features/trading/delivery-terms.tsx';
import { LatestSales } from '../features/trading/latest-sales.tsx';
import { NewTransactionButton } from '../features/trading/new-transaction-button.tsx';
import { OfftakerSalePage } from '../features/trading/sale-pages.tsx';
import { OfftakerSalesPage } from '../features/trading/sales-pages.tsx';
import { BusinessProfileNotice } from '../features/verification/business-profile-notice.tsx';
import { BusinessProfilePage } from '../features/verification/business-profile-page.tsx';
import { WalletCards } from '../features/wallet/wallet-cards.tsx';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';
import { reportPages, reportsNav } from './reports.tsx';

// The offtaker area (role customer, base /offtaker): loaded only when someone visits it.

const nav: NavItem[] = [
  { label: 'dashboard', href: paths.offtaker.root.href(), isExact: true },
  { label: 'bids', href: paths.offtaker.bids.href() },
  { label: 'deposits', href: paths.offtaker.deposits.href() },
  { label: 'withdrawals', href: paths.offtaker.withdrawals.href() },
  { label: 'sales', href: paths.offtaker.sales.href() },
  reportsNav(paths.offtaker),
  { label: 'profile', href: paths.offtaker.profile.href() },
  { label: 'businessVerification', href: paths.offtaker.businessProfile.href() },
];

export function Layout() {
  return <AreaLayout area="offtaker" nav={nav} />;
}

/**
 * The spec's /offtaker/transactions was an empty placeholder, and new users who opened it found
 * nothing. An offtaker's transactions are its purchases, listed on Sales (the operators' sales
 * list is titled Transactions too): the address stays, for bookmarks, and leads there.
 */
function TransactionsPage() {
  return <Navigate to={paths.offtaker.sales.href()} replace />;
}

function LatestTransactions() {
  const { t } = useTranslation('routes');
  return <LatestSales area="offtaker" label={t('latestTransactions')} />;
}

export const pages = {
  dashboard: () => (
    <OfftakerDashboardPage
      wallet={
        <>
          <WalletCards />
          <Group justify="flex-end">
            <NewTransactionButton />
          </Group>
        </>
      }
      latestTransactions={<LatestTransactions />}
      notice={<BusinessProfileNotice href={paths.offtaker.businessProfile.href()} />}
    />
  ),
  businessProfile: () => <BusinessProfilePage kind="offtaker" />,
  profile: () => (
    <ProfilePage>
      <DeliverySitesSection />
      <PayoutAccountsSection />
    </ProfilePage>
  ),
  transactions: TransactionsPage,
  deposits: OfftakerDepositsPage,
  withdrawals: () => <OfftakerWithdrawalsPage wallet={<WalletCards />} />,
  // Post bid offers New Transaction's delivery terms (features do not import one another).
  bids: () => <OfftakerBidsPage deliveryTerms={DeliveryTerms} />,
  deposit: OfftakerDepositPage,
  sales: OfftakerSalesPage,
  sale: () => (
    <OfftakerSalePage
      fulfilment={(sale) => (
        <>
          <FulfilmentSection sale={sale} audience="offtaker" />
          <InvoicesSection sale={sale} />
        </>
      )}
    />
  ),
  ...reportPages('offtaker'),
};
