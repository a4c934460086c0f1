import type { NavEntry, NavGroup } from '../layouts/area-layout.tsx';

type AreaReports = { salesReport: { href: () => string }; depositsReport: { href: () => string } };

/** Every area's Reports menu: Sales and Deposits, then what else the area reports on. */
export function reportsNav(area: AreaReports, extra: NavEntry[] = []): NavGroup {
  return {
    label: 'Reports',
    children: [
      { label: 'Sales', href: area.salesReport.href() },
      { label: 'Deposits', href: area.depositsReport.href() },
      ...extra,
    ],
  };
}
