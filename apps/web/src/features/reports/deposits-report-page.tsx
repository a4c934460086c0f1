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
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import {
  currencyOptions,
  DateRangeFilter,
  FilterBar,
  FilterSelect,
  fieldError,
} from '../../components/filters.tsx';
import { Money } from '../../components/money.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
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
    'Your settlement wallet: each approved sale paid in, less the 1% platform fee, with the balance after it (Lagos days).',
};

const depositColumns = (area: ReportArea): DataTableColumn<DepositReportRow>[] => {
  const depositHref = area === 'admin' ? paths.admin.deposit.href : paths.offtaker.deposit.href;
  const columns: (DataTableColumn<DepositReportRow> | false)[] = [
    {
      accessor: 'reference',
      title: 'Reference',
      noWrap: true,
      render: (row) => (
        <Anchor component={Link} to={depositHref(row.id)} fw={600}>
          {row.reference}
        </Anchor>
      ),
    },
    {
      accessor: 'createdUtc',
      title: 'Date',
      noWrap: true,
      render: (row) => <DateTime value={row.createdUtc} />,
    },
    area === 'admin' && { accessor: 'customer.name', title: 'Offtaker' },
    {
      accessor: 'status',
      title: 'Status',
      render: (row) => <StatusBadge status={row.status} miw="max-content" />,
    },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (row) => <Money minor={row.amount} currency={row.currency} />,
    },
    {
      accessor: 'processedUtc',
      title: 'Processed',
      noWrap: true,
      render: (row) =>
        row.processedUtc ? (
          <DateTime value={row.processedUtc} />
        ) : (
          <Text component="span" c="var(--app-muted)" inherit>
            —
          </Text>
        ),
    },
  ];
  return columns.filter((column) => column !== false);
};

const money = (minor: number, row: { currency: StatementRow['currency'] }) => (
  <Money minor={minor} currency={row.currency} />
);

// Each settlement links to its sale; a line with no sale behind it shows its reference as text.
const statementColumns: DataTableColumn<StatementRow>[] = [
  {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
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
  {
    accessor: 'createdUtc',
    title: 'Date',
    noWrap: true,
    render: (row) => <DateTime value={row.createdUtc} />,
  },
  { accessor: 'description', title: 'Description' },
  {
    accessor: 'gross',
    title: 'Gross',
    textAlign: 'right',
    noWrap: true,
    render: (row) => money(row.gross, row),
  },
  { accessor: 'fee', title: 'Fee', textAlign: 'right', noWrap: true, render: (row) => money(-row.fee, row) },
  { accessor: 'net', title: 'Net', textAlign: 'right', noWrap: true, render: (row) => money(row.net, row) },
  {
    accessor: 'balanceAfter',
    title: 'Balance after',
    textAlign: 'right',
    noWrap: true,
    render: (row) => money(row.balanceAfter, row),
  },
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
  const paging = {
    page: search.page,
    pageSize: search.pageSize,
    totalRecords: data?.total ?? 0,
    onPageChange: search.setPage,
    onPageSizeChange: search.setPageSize,
  };
  const tableState = {
    isLoading: report.isPending,
    isRefreshing: report.isFetching && !report.isPending,
    error,
    onRetry: () => void report.refetch(),
    serverPaging: paging,
  };
  const partyOptions = (offtakers.data ?? []).map((party) => ({ value: party.id, label: party.name }));
  if (filters.partyId && !partyOptions.some((option) => option.value === filters.partyId)) {
    partyOptions.push({ value: filters.partyId, label: 'Selected' });
  }

  return (
    <Stack gap="lg">
      <ReportHeading
        title={title}
        description={descriptions[area]}
        csvHref={depositsCsvHref(filters)}
        canDownload={canAsk}
      />
      <FilterBar>
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onChange={search.setFilter}
          fromError={fieldError(error, 'from')}
          toError={search.dateOrderError ?? fieldError(error, 'to')}
        />
        {!isStatement && (
          <FilterSelect
            id="status"
            label="Status"
            value={filters.status}
            allLabel="All statuses"
            options={depositStatusValues.map((value) => ({ value, label: value }))}
            onChange={(value) => search.setFilter('status', value)}
            error={fieldError(error, 'status')}
          />
        )}
        <FilterSelect
          id="currency"
          label="Currency"
          value={filters.currency}
          allLabel="All currencies"
          options={currencyOptions}
          onChange={(value) => search.setFilter('currency', value)}
          error={fieldError(error, 'currency')}
        />
        {area === 'admin' && (
          <FilterSelect
            id="partyId"
            label="Offtaker"
            value={filters.partyId}
            allLabel={offtakers.isError ? 'All offtakers (names not loaded)' : 'All offtakers'}
            options={partyOptions}
            onChange={(value) => search.setFilter('partyId', value)}
            error={fieldError(error, 'partyId')}
          />
        )}
      </FilterBar>
      {!canAsk ? (
        <Text c="var(--app-muted)" role="status">
          Choose a start date on or before the end date to see the report.
        </Text>
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
