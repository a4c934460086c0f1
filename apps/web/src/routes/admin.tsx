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
  { label: 'Dashboard', href: paths.admin.root.href(), isExact: true },
  {
    label: 'Clients',
    children: [
      { label: 'Suppliers', href: paths.admin.clients.href() },
      { label: 'Offtakers', href: paths.admin.customers.href() },
      { label: 'Onboarding', href: paths.admin.onboardings.href() },
    ],
  },
  { label: 'Sales', href: paths.admin.sales.href() },
  { label: 'Deposits', href: paths.admin.deposits.href() },
  { label: 'Payouts', href: paths.admin.payouts.href() },
  { label: 'Finance', href: paths.admin.finance.href() },
  reportsNav(paths.admin, [{ label: 'Audit trail', href: paths.admin.audit.href() }]),
  {
    label: 'Logistics',
    children: [
      { label: 'Disputes', href: paths.admin.disputes.href() },
      { label: 'Losses', href: paths.admin.losses.href() },
      { label: 'Day board', href: paths.admin.deliveries.href() },
      { label: 'Trucks', href: paths.admin.trucks.href() },
      { label: 'Drivers', href: paths.admin.drivers.href() },
      { label: 'Slots', href: paths.admin.slots.href() },
      { label: 'Logistics fees', href: paths.admin.logisticsFees.href() },
    ],
  },
  {
    label: 'Settings',
    children: [
      { label: 'Products', href: paths.admin.products.href() },
      { label: 'Receiving accounts', href: paths.admin.receivingAccounts.href() },
      { label: 'Notifications', href: paths.admin.notifications.href() },
      { label: 'Your account', href: paths.admin.account.href() },
    ],
  },
];

export function Layout() {
  return <AreaLayout areaName="Admin" nav={nav} />;
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
