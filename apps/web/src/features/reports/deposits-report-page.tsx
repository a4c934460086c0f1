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
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

type ReportsT = TFunction<'reports'>;

const depositColumns = (t: ReportsT, area: ReportArea): DataTableColumn<DepositReportRow>[] => {
  const depositHref = area === 'admin' ? paths.admin.deposit.href : paths.offtaker.deposit.href;
  const columns: (DataTableColumn<DepositReportRow> | false)[] = [
    referenceColumn((row) => depositHref(row.id)),
    dateColumn('createdUtc', t('deposits.columns.date')),
    area === 'admin' && { accessor: 'customer.name', title: t('deposits.columns.offtaker') },
    statusColumn(),
    moneyColumn('amount', t('deposits.columns.amount'), (row) => row.amount),
    dateColumn('processedUtc', t('deposits.columns.processed'), { empty: notYet }),
  ];
  return columns.filter((column) => column !== false);
};

// Each settlement links to its sale; a line with no sale behind it shows its reference as text.
const statementColumns = (t: ReportsT): DataTableColumn<StatementRow>[] => [
  {
    accessor: 'reference',
    title: t('deposits.columns.reference'),
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
  dateColumn('createdUtc', t('deposits.columns.date')),
  { accessor: 'description', title: t('deposits.columns.description') },
  moneyColumn('gross', t('deposits.columns.gross'), (row) => row.gross),
  moneyColumn('fee', t('deposits.columns.fee'), (row) => -row.fee),
  moneyColumn('net', t('deposits.columns.net'), (row) => row.net),
  moneyColumn('balanceAfter', t('deposits.columns.balanceAfter'), (row) => row.balanceAfter),
];

function depositTotals(t: ReportsT, report: DepositsReport) {
  return report.totals.map((total) => ({
    currency: total.currency,
    figures: [
      { label: t('deposits.totals.deposits'), value: formatQuantity(total.count) },
      { label: t('deposits.totals.amount'), value: <Money minor={total.amount} currency={total.currency} /> },
      {
        label: t('deposits.totals.approved'),
        value: <Money minor={total.approvedAmount} currency={total.currency} />,
      },
    ],
  }));
}

function statementTotals(t: ReportsT, report: SupplierStatement) {
  return report.totals.map((total) => ({
    currency: total.currency,
    figures: [
      { label: t('deposits.totals.settlements'), value: formatQuantity(total.count) },
      { label: t('deposits.totals.gross'), value: <Money minor={total.gross} currency={total.currency} /> },
      {
        label: t('deposits.totals.platformFees'),
        value: <Money minor={total.fee} currency={total.currency} />,
      },
      { label: t('deposits.totals.netPaidIn'), value: <Money minor={total.net} currency={total.currency} /> },
    ],
  }));
}

/**
 * /admin|offtaker/reports/deposits: deposits with totals, months and the CSV; for a supplier
 * (/supplier/reports/deposits) the server answers its settlement statement instead.
 */
export function DepositsReportPage({ area }: { area: ReportArea }) {
  const { t } = useTranslation('reports');
  const title = area === 'supplier' ? t('deposits.titles.statement') : t('deposits.titles.deposits');
  usePageTitle(title);
  const statementTable = useMemo(() => statementColumns(t), [t]);
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
        description={t(`deposits.descriptions.${area}`)}
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
            label={t('deposits.filters.offtaker')}
            allLabel={t('deposits.filters.allOfftakers')}
            choices={offtakers}
            {...search.filterProps('partyId', error)}
          />
        )}
      </FilterBar>
      {!canAsk ? (
        <DateOrderNote subject="report" />
      ) : isStatement ? (
        <>
          <ReportTotals isLoading={report.isPending} totals={statement && statementTotals(t, statement)} />
          <ReportCharts
            title={t('deposits.chart.netPaidIn')}
            rows={statement?.byMonth}
            amountOf={(row) => row.net}
            countLabel={t('deposits.chart.settlements')}
          />
          <DataTable
            label={t('deposits.table.statement')}
            columns={statementTable}
            records={statement?.rows}
            minWidth={900}
            {...tableState}
          />
        </>
      ) : (
        <>
          <ReportTotals isLoading={report.isPending} totals={deposits && depositTotals(t, deposits)} />
          <ReportCharts
            title={t('deposits.chart.deposits')}
            rows={deposits?.byMonth}
            amountOf={(row) => row.amount}
            countLabel={t('deposits.chart.depositsCount')}
          />
          <DataTable
            label={t('deposits.table.deposits')}
            columns={depositColumns(t, area)}
            records={deposits?.rows}
            minWidth={area === 'admin' ? 820 : 680}
            {...tableState}
          />
        </>
      )}
    </Stack>
  );
}
