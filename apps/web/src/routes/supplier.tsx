import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { PayoutAccountsSection } from '../features/banking/payout-accounts-section.tsx';
import { OpenBidsPage } from '../features/bids/open-bids-page.tsx';
import { SupplierDashboardPage } from '../features/dashboard/supplier-dashboard-page.tsx';
import { InvoicesSection } from '../features/documents/invoices-section.tsx';
import { FulfilmentSection } from '../features/fulfilment/fulfilment-section.tsx';
import { InventoriesPage } from '../features/inventory/inventories-page.tsx';
import { InventoryPage } from '../features/inventory/inventory-page.tsx';
import { PricesPage } from '../features/inventory/prices-page.tsx';
import { StocksPage } from '../features/inventory/stocks-page.tsx';
import { SupplierPayoutsPage } from '../features/payouts/payouts-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { LatestSales } from '../features/trading/latest-sales.tsx';
import { SupplierSalePage } from '../features/trading/sale-pages.tsx';
import { SupplierSalesPage } from '../features/trading/sales-pages.tsx';
import { BusinessProfileNotice } from '../features/verification/business-profile-notice.tsx';
import { BusinessProfilePage } from '../features/verification/business-profile-page.tsx';
import { WalletCards } from '../features/wallet/wallet-cards.tsx';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';
import { reportPages, reportsNav } from './reports.tsx';

// The supplier area (role client, base /supplier): loaded only when someone visits it.

const nav: NavItem[] = [
  { label: 'dashboard', href: paths.supplier.root.href(), isExact: true },
  { label: 'inventories', href: paths.supplier.inventories.href() },
  { label: 'stocks', href: paths.supplier.stocks.href() },
  { label: 'prices', href: paths.supplier.prices.href() },
  { label: 'sales', href: paths.supplier.sales.href() },
  { label: 'openBids', href: paths.supplier.bids.href() },
  { label: 'payouts', href: paths.supplier.payouts.href() },
  reportsNav(paths.supplier),
  { label: 'profile', href: paths.supplier.profile.href() },
  { label: 'businessVerification', href: paths.supplier.businessProfile.href() },
];

export function Layout() {
  return <AreaLayout area="supplier" nav={nav} />;
}

function LatestSalesOfSupplier() {
  const { t } = useTranslation('routes');
  return <LatestSales area="supplier" label={t('latestSales')} />;
}

function LatestTransactionsOfInventory({ id }: { id: string }) {
  const { t } = useTranslation('routes');
  return <LatestSales area="supplier" label={t('inventoryTransactions')} inventoryId={id} />;
}

export const pages = {
  dashboard: () => (
    <SupplierDashboardPage
      wallet={<WalletCards kind="supplier" />}
      latestSales={<LatestSalesOfSupplier />}
      notice={<BusinessProfileNotice href={paths.supplier.businessProfile.href()} />}
    />
  ),
  businessProfile: () => <BusinessProfilePage kind="supplier" />,
  inventories: InventoriesPage,
  inventory: () => <InventoryPage latestTransactions={(id) => <LatestTransactionsOfInventory id={id} />} />,
  stocks: StocksPage,
  prices: PricesPage,
  profile: () => (
    <ProfilePage>
      <PayoutAccountsSection />
    </ProfilePage>
  ),
  sales: SupplierSalesPage,
  payouts: () => <SupplierPayoutsPage wallet={<WalletCards kind="supplier" />} />,
  bids: OpenBidsPage,
  sale: () => (
    <SupplierSalePage
      fulfilment={(sale) => (
        <>
          <FulfilmentSection sale={sale} audience="supplier" />
          <InvoicesSection sale={sale} />
        </>
      )}
    />
  ),
  ...reportPages('supplier'),
};
