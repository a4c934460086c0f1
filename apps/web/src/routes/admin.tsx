import { NotAvailable } from '../components/not-available.tsx';
import { paths } from '../config/paths.ts';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';

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
  {
    label: 'Reports',
    children: [
      { label: 'Sales', href: paths.admin.salesReport.href() },
      { label: 'Deposits', href: paths.admin.depositsReport.href() },
    ],
  },
  { label: 'Settings', children: [{ label: 'Products', href: paths.admin.products.href() }] },
];

export function Layout() {
  return <AreaLayout areaName="Admin" nav={nav} />;
}

export const pages = {
  dashboard: () => <NotAvailable title="Dashboard" />,
  products: () => <NotAvailable title="Products" />,
  clients: () => <NotAvailable title="Suppliers" />,
  customers: () => <NotAvailable title="Offtakers" />,
  onboardings: () => <NotAvailable title="Onboarding" />,
  onboarding: () => <NotAvailable title="Onboarding details" />,
  deposits: () => <NotAvailable title="Deposits" />,
  deposit: () => <NotAvailable title="Deposit details" />,
  sales: () => <NotAvailable title="Transactions" />,
  sale: () => <NotAvailable title="Transaction details" />,
  salesReport: () => <NotAvailable title="Sales report" />,
  depositsReport: () => <NotAvailable title="Deposits report" />,
};
