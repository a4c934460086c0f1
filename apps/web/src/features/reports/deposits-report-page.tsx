import {
  type DepositReportRow,
  type DepositsReport,
  depositStatusValues,
  depositsReportFiltersSchema,
  formatQuantity,
  type StatementRow,
  type SupplierStatement,
} from '@gas/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dateColumn, moneyColumn, referenceColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../components/data-table.tsx';
import { notYet } from '../../components/detail-rows.tsx';
import {
  ChoiceFilter,
  CurrencyFilter,
  DateOrderNote,
  DateRangeFilter,
  FilterBar,
  StatusFilter,
} from '../../components/filters.tsx';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePagedSearch } from '../../lib/use-paged-search.ts';
import { type DepositsReportRequest, depositsCsvHref, useDepositsReport } from './api/get-deposits-report.ts';
import { usePartyChoices } from './api/get-filter-options.ts';
import { ReportCharts, ReportHeading, ReportTotals } from './report-parts.tsx';
import type { ReportArea } from './sales-report-page.tsx';

const allKeys = ['from', 'to', 'status', 'currency', 'partyId'] as const;
const keysByArea: Record<ReportArea, readonly (typeof allKeys)[number][]> = {
  admin: allKeys,
  offtaker: ['from', 'to', 'status', 'currency'],
  // The settlement statement has no statuses: every line is a settled sale.
  supplier: ['from', 'to', 'currency'],
};

const titles: Record<ReportArea, string> = {
  admin: 'Deposits report',
  offtaker: 'Deposits report',
  supplier: 'Settlement statement',
};

const descriptions: Record<ReportArea, string> = {
  admin:
    "Offtakers' deposits, by the day they were made (Lagos time). Totals and months cover every matching deposit.",
  offtaker:
    'Your deposits, by the day you made them (Lagos time). Totals and months cover every matching deposit.',
  supplier:
    'Your settlement wallet: each settled sale paid in, less the 1% platform fee and its VAT, with the balance after it (Lagos days).',
};

const depositColumns = (area: ReportArea): DataTableColumn<DepositReportRow>[] => {
  const depositHref = area === 'admin' ? paths.admin.deposit.href : paths.offtaker.deposit.href;
  const columns: (DataTableColumn<DepositReportRow> | false)[] = [
    referenceColumn((row) => depositHref(row.id)),
    dateColumn('createdUtc', 'Date'),
    area === 'admin' && { accessor: 'customer.name', title: 'Offtaker' },
    statusColumn(),
    moneyColumn('amount', 'Amount', (row) => row.amount),
    dateColumn('processedUtc', 'Processed', { empty: notYet }),
  ];
  return columns.filter((column) => column !== false);
};

// Each settlement links to its sale; a line with no sale behind it shows its reference as text.
const statementColumns: DataTableColumn<StatementRow>[] = [
  {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
    card: 'title',
    render: (row) =>
      row.saleId ? (
        <Anchor component={Link} to={paths.supplier.sale.href(row.saleId)} fw={600}>
          {row.reference}
        </Anchor>
      ) : (
        <Text component="span" fw={600} inherit>
          {row.reference}
        </Text>
      ),
  },
  dateColumn('createdUtc', 'Date'),
  { accessor: 'description', title: 'Description' },
  moneyColumn('gross', 'Gross', (row) => row.gross),
  moneyColumn('fee', 'Fee', (row) => -row.fee),
  moneyColumn('net', 'Net', (row) => row.net),
  moneyColumn('balanceAfter', 'Balance after', (row) => row.balanceAfter),
];

function depositTotals(report: DepositsReport) {
  return report.totals.map((total) => ({
    currency: total.currency,
    figures: [
      { label: 'Deposits', value: formatQuantity(total.count) },
      { label: 'Amount', value: <Money minor={total.amount} currency={total.currency} /> },
      { label: 'Approved', value: <Money minor={total.approvedAmount} currency={total.currency} /> },
    ],
  }));
}

function statementTotals(report: SupplierStatement) {
  return report.totals.map((total) => ({
    currency: total.currency,
    figures: [
      { label: 'Settlements', value: formatQuantity(total.count) },
      { label: 'Gross', value: <Money minor={total.gross} currency={total.currency} /> },
      { label: 'Platform fees', value: <Money minor={total.fee} currency={total.currency} /> },
      { label: 'Net paid in', value: <Money minor={total.net} currency={total.currency} /> },
    ],
  }));
}

/**
 * /admin|offtaker/reports/deposits: deposits with totals, months and the CSV; for a supplier
 * (/supplier/reports/deposits) the server answers its settlement statement instead.
 */
export function DepositsReportPage({ area }: { area: ReportArea }) {
  const title = titles[area];
  usePageTitle(title);
  const search = usePagedSearch(keysByArea[area], depositsReportFiltersSchema.shape);
  const filters = {
    from: search.filters.from,
    to: search.filters.to,
    status: search.filters.status ?? '',
    currency: search.filters.currency,
    partyId: search.filters.partyId ?? '',
  };
  const request: DepositsReportRequest = { ...filters, page: search.page, pageSize: search.pageSize };
  const canAsk = !search.dateOrderError;
  const report = useDepositsReport(request, canAsk);
  const offtakers = usePartyChoices('customers', area === 'admin');
  const error = report.error;
  const data = report.data;
  const deposits = data?.kind === 'deposits' ? data : undefined;
  const statement = data?.kind === 'statement' ? data : undefined;
  const isStatement = area === 'supplier';
  const tableState = pagedTableProps(search, report);

  return (
    <Stack gap="lg">
      <ReportHeading
        title={title}
        description={descriptions[area]}
        csvHref={depositsCsvHref(filters)}
        canDownload={canAsk}
      />
      <FilterBar>
        <DateRangeFilter search={search} error={error} />
        {!isStatement && (
          <StatusFilter statuses={depositStatusValues} {...search.filterProps('status', error)} />
        )}
        <CurrencyFilter {...search.filterProps('currency', error)} />
        {area === 'admin' && (
          <ChoiceFilter
            label="Offtaker"
            allLabel="All offtakers"
            choices={offtakers}
            {...search.filterProps('partyId', error)}
          />
        )}
      </FilterBar>
      {!canAsk ? (
        <DateOrderNote subject="report" />
      ) : isStatement ? (
        <>
          <ReportTotals isLoading={report.isPending} totals={statement && statementTotals(statement)} />
          <ReportCharts
            title="Net paid in per month"
            rows={statement?.byMonth}
            amountOf={(row) => row.net}
            countLabel="settlements"
          />
          <DataTable
            label="Settlement statement"
            columns={statementColumns}
            records={statement?.rows}
            minWidth={900}
            {...tableState}
          />
        </>
      ) : (
        <>
          <ReportTotals isLoading={report.isPending} totals={deposits && depositTotals(deposits)} />
          <ReportCharts
            title="Deposits per month"
            rows={deposits?.byMonth}
            amountOf={(row) => row.amount}
            countLabel="deposits"
          />
          <DataTable
            label="Deposits"
            columns={depositColumns(area)}
            records={deposits?.rows}
            minWidth={area === 'admin' ? 820 : 680}
            {...tableState}
          />
        </>
      )}
    </Stack>
  );
}
