import { paths } from '../config/paths.ts';
import { DriverDeliveriesPage } from '../features/driver/driver-deliveries-page.tsx';
import { AreaLayout, type NavItem } from '../layouts/area-layout.tsx';

// The driver area (role driver, base /driver, issue 17): loaded only when a driver visits it.

const nav: NavItem[] = [{ label: 'myDeliveries', href: paths.driver.root.href(), isExact: true }];

export function Layout() {
  return <AreaLayout area="driver" nav={nav} />;
}

export const pages = {
  dashboard: DriverDeliveriesPage,
};
