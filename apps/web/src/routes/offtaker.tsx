import { NotAvailable } from '../components/not-available.tsx';
import { paths } from '../config/paths.ts';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';

// The offtaker area (role customer, base /offtaker): loaded only when someone visits it.

const nav: NavItem[] = [
  { label: 'Dashboard', href: paths.offtaker.root.href(), isExact: true },
  { label: 'Transactions', href: paths.offtaker.transactions.href() },
  { label: 'Deposits', href: paths.offtaker.deposits.href() },
  { label: 'Sales', href: paths.offtaker.sales.href() },
  {
    label: 'Reports',
    children: [
      { label: 'Sales', href: paths.offtaker.salesReport.href() },
      { label: 'Deposits', href: paths.offtaker.depositsReport.href() },
    ],
  },
  { label: 'Profile', href: paths.offtaker.profile.href() },
];

export function Layout() {
  return <AreaLayout areaName="Offtaker" nav={nav} />;
}

export const pages = {
  dashboard: () => <NotAvailable title="Dashboard" />,
  profile: () => <NotAvailable title="Profile" />,
  transactions: () => <NotAvailable title="Transactions" />,
  deposits: () => <NotAvailable title="Deposits" />,
  deposit: () => <NotAvailable title="Deposit details" />,
  sales: () => <NotAvailable title="Sales" />,
  sale: () => <NotAvailable title="Sale details" />,
  salesReport: () => <NotAvailable title="Sales report" />,
  depositsReport: () => <NotAvailable title="Deposits report" />,
};
