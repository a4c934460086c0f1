import { DepositsReportPage } from '../features/reports/deposits-report-page.tsx';
import { type ReportArea, SalesReportPage } from '../features/reports/sales-report-page.tsx';
import type { NavEntry, NavGroup } from '../layouts/area-layout.tsx';

// Every area has the same two reports, each showing what that area may see.

type AreaReports = { salesReport: { href: () => string }; depositsReport: { href: () => string } };

/** Every area's Reports menu: Sales and Deposits, then what else the area reports on. */
export function reportsNav(area: AreaReports, extra: NavEntry[] = []): NavGroup {
  return {
    label: 'reports',
    children: [
      { label: 'sales', href: area.salesReport.href() },
      { label: 'deposits', href: area.depositsReport.href() },
      ...extra,
    ],
  };
}

/** The area's two report pages, for its route module's `pages`. */
export function reportPages(area: ReportArea) {
  return {
    salesReport: () => <SalesReportPage area={area} />,
    depositsReport: () => <DepositsReportPage area={area} />,
  };
}
