import { paths } from '../config/paths.ts';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { ReceivingAccountsPage } from '../features/banking/receiving-accounts-page.tsx';
import { ProductsPage } from '../features/catalogue/products-page.tsx';
import { AdminDashboardPage } from '../features/dashboard/admin-dashboard-page.tsx';
import { AdminDepositsPage } from '../features/deposits/admin-deposits-page.tsx';
import { AdminDepositPage } from '../features/deposits/deposit-pages.tsx';
import { InvoicesSection } from '../features/documents/invoices-section.tsx';
import { DisputesPage } from '../features/fulfilment/disputes-page.tsx';
import { FulfilmentSection } from '../features/fulfilment/fulfilment-section.tsx';
import { LossesPage } from '../features/fulfilment/losses-page.tsx';
import { DayBoardPage } from '../features/logistics/day-board-page.tsx';
import { DriversPage } from '../features/logistics/drivers-page.tsx';
import { SlotsPage } from '../features/logistics/slots-page.tsx';
import { TrucksPage } from '../features/logistics/trucks-page.tsx';
import { LogisticsFeesPage } from '../features/logistics-fees/logistics-fees-page.tsx';
import { NotificationSettingsPage } from '../features/notification-settings/notification-settings-page.tsx';
import { OnboardingDetailsPage } from '../features/parties/onboarding-details-page.tsx';
import { OnboardingsPage } from '../features/parties/onboardings-page.tsx';
import { OfftakersPage, SuppliersPage } from '../features/parties/parties-page.tsx';
import { AdminPayoutsPage } from '../features/payouts/admin-payouts-page.tsx';
import { FinancePage } from '../features/payouts/finance-page.tsx';
import { AccountPage } from '../features/profile/account-page.tsx';
import { AdminSalePage } from '../features/trading/sale-pages.tsx';
import { AdminSalesPage } from '../features/trading/sales-pages.tsx';
import { BusinessProfileSection } from '../features/verification/business-profile-section.tsx';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';
import { reportPages, reportsNav } from './reports.tsx';

// The admin area (spec section 2, base /admin): loaded only when someone visits it.

const nav: NavItem[] = [
  { label: 'dashboard', href: paths.admin.root.href(), isExact: true },
  {
    label: 'clients',
    children: [
      { label: 'suppliers', href: paths.admin.clients.href() },
      { label: 'offtakers', href: paths.admin.customers.href() },
      { label: 'onboarding', href: paths.admin.onboardings.href() },
    ],
  },
  { label: 'sales', href: paths.admin.sales.href() },
  { label: 'deposits', href: paths.admin.deposits.href() },
  { label: 'payouts', href: paths.admin.payouts.href() },
  { label: 'finance', href: paths.admin.finance.href() },
  reportsNav(paths.admin, [{ label: 'auditTrail', href: paths.admin.audit.href() }]),
  {
    label: 'logistics',
    children: [
      { label: 'disputes', href: paths.admin.disputes.href() },
      { label: 'losses', href: paths.admin.losses.href() },
      { label: 'dayBoard', href: paths.admin.deliveries.href() },
      { label: 'trucks', href: paths.admin.trucks.href() },
      { label: 'drivers', href: paths.admin.drivers.href() },
      { label: 'slots', href: paths.admin.slots.href() },
      { label: 'logisticsFees', href: paths.admin.logisticsFees.href() },
    ],
  },
  {
    label: 'settings',
    children: [
      { label: 'products', href: paths.admin.products.href() },
      { label: 'receivingAccounts', href: paths.admin.receivingAccounts.href() },
      { label: 'notifications', href: paths.admin.notifications.href() },
      { label: 'yourAccount', href: paths.admin.account.href() },
    ],
  },
];

export function Layout() {
  return <AreaLayout area="admin" nav={nav} />;
}

export const pages = {
  dashboard: AdminDashboardPage,
  products: ProductsPage,
  clients: SuppliersPage,
  customers: OfftakersPage,
  onboardings: OnboardingsPage,
  onboarding: () => (
    <OnboardingDetailsPage businessProfile={(partyId) => <BusinessProfileSection partyId={partyId} />} />
  ),
  deposits: AdminDepositsPage,
  deposit: AdminDepositPage,
  sales: AdminSalesPage,
  sale: () => (
    <AdminSalePage
      fulfilment={(sale) => (
        <>
          <FulfilmentSection sale={sale} audience="admin" />
          <InvoicesSection sale={sale} />
        </>
      )}
    />
  ),
  ...reportPages('admin'),
  audit: AuditPage,
  logisticsFees: LogisticsFeesPage,
  deliveries: DayBoardPage,
  trucks: TrucksPage,
  drivers: DriversPage,
  slots: SlotsPage,
  disputes: DisputesPage,
  losses: LossesPage,
  payouts: AdminPayoutsPage,
  finance: FinancePage,
  notifications: NotificationSettingsPage,
  account: AccountPage,
  receivingAccounts: ReceivingAccountsPage,
};
