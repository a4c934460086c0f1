import { NotAvailable } from '../components/not-available.tsx';
import { paths } from '../config/paths.ts';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';

// The supplier area (role client, base /supplier): loaded only when someone visits it.

const nav: NavItem[] = [
  { label: 'Dashboard', href: paths.supplier.root.href(), isExact: true },
  { label: 'Inventories', href: paths.supplier.inventories.href() },
  { label: 'Stocks', href: paths.supplier.stocks.href() },
  { label: 'Prices', href: paths.supplier.prices.href() },
  { label: 'Sales', href: paths.supplier.sales.href() },
  {
    label: 'Reports',
    children: [
      { label: 'Sales', href: paths.supplier.salesReport.href() },
      { label: 'Deposits', href: paths.supplier.depositsReport.href() },
    ],
  },
  { label: 'Profile', href: paths.supplier.profile.href() },
];

export function Layout() {
  return <AreaLayout areaName="Supplier" nav={nav} />;
}

export const pages = {
  dashboard: () => <NotAvailable title="Dashboard" />,
  inventories: () => <NotAvailable title="Inventories" />,
  inventory: () => <NotAvailable title="Manage Inventory" />,
  stocks: () => <NotAvailable title="Stocks" />,
  prices: () => <NotAvailable title="Prices" />,
  profile: () => <NotAvailable title="Profile" />,
  sales: () => <NotAvailable title="Sales" />,
  sale: () => <NotAvailable title="Sale details" />,
  salesReport: () => <NotAvailable title="Sales report" />,
  depositsReport: () => <NotAvailable title="Deposits report" />,
};
