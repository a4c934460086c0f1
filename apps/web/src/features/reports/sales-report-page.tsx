import {
  formatQuantity,
  type SalesReportRow,
  type SalesTotal,
  saleStatuses,
  salesReportFiltersSchema,
} from '@gas/shared';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CompactDateTime,
  dateColumn,
  moneyColumn,
  referenceColumn,
  statusColumn,
} from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../components/data-table.tsx';
import {
  ChoiceFilter,
  CurrencyFilter,
  choiceOptions,
  DateOrderNote,
  DateRangeFilter,
  FilterBar,
  FilterSelect,
  StatusFilter,
} from '../../components/filters.tsx';
import { Money } from '../../components/money.tsx';
import { ProductAndContract } from '../../components/product-contract.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePagedSearch } from '../../lib/use-paged-search.ts';
import { useHubChoices, usePartyChoices, useProductChoices } from './api/get-filter-options.ts';
import { type SalesReportRequest, salesCsvHref, useSalesReport } from './api/get-sales-report.ts';
import { FulfilmentLine } from './fulfilment-line.tsx';
import { ReportCharts, ReportHeading, ReportTotals, type TotalFigure } from './report-parts.tsx';
import { SalesEnergy } from './sales-energy.tsx';

export type ReportArea = 'admin' | 'supplier' | 'offtaker';

const allKeys = ['from', 'to', 'status', 'currency', 'productId', 'hubId', 'partyId'] as const;
const keysByArea: Record<ReportArea, readonly (typeof allKeys)[number][]> = {
  admin: allKeys,
  supplier: allKeys.filter((key) => key !== 'partyId'),
  offtaker: allKeys.filter((key) => key !== 'partyId'),
};

type ReportsT = TFunction<'reports'>;

const feeNotYet = (t: ReportsT) => (
  <Text component="span" c="var(--app-muted)" inherit title={t('sales.chargedAtSettlement')}>
    —
  </Text>
);

/** A figure the sale does not have (yet): nothing delivered, not settled. */
const notYet = (
  <Text component="span" c="var(--app-muted)" inherit>
    —
  </Text>
);

/**
 * The operators' report keeps its ten columns to fit 1366 px beside the menu (issue 22), so its
 * fulfilment figures (issue 17) go under the figure they belong to, as a muted second line: the
 * settlement date under the date placed, the quantity delivered under the quantity ordered, the
 * logistics fee beside the amount. The parties' reports have room for columns of their own.
 */
function adminLines(t: ReportsT, column: 'date' | 'quantity' | 'amount', row: SalesReportRow) {
  if (column === 'date') {
    return row.settledUtc ? (
      <FulfilmentLine label={t('sales.lines.settled')}>
        <CompactDateTime value={row.settledUtc} />
      </FulfilmentLine>
    ) : null;
  }
  if (column === 'quantity') {
    return row.deliveredQuantity === null || row.deliveredQuantity === undefined ? null : (
      <FulfilmentLine
        label={
          row.fulfilmentMethod === 'collection' ? t('sales.lines.collected') : t('sales.lines.delivered')
        }
      >
        {formatQuantity(row.deliveredQuantity)}
      </FulfilmentLine>
    );
  }
  if (row.fulfilmentMethod !== 'delivery') return null;
  const charged = row.logisticsFeeCharged ?? null;
  return (
    <FulfilmentLine label={t('sales.lines.logistics')}>
      <Money minor={charged ?? row.logisticsFee ?? 0} currency={row.currency} />
      {charged === null ? t('sales.lines.held') : ''}
    </FulfilmentLine>
  );
}

/** A column's cell with the operators' fulfilment line under it. */
function withAdminLine(
  t: ReportsT,
  column: DataTableColumn<SalesReportRow>,
  line: 'date' | 'quantity' | 'amount',
): DataTableColumn<SalesReportRow> {
  const render = column.render!;
  return {
    ...column,
    render: (row, index) => (
      <>
        {render(row, index)}
        {adminLines(t, line, row)}
      </>
    ),
  };
}

function saleColumns(t: ReportsT, area: ReportArea): DataTableColumn<SalesReportRow>[] {
  const saleHref = paths[area].sale.href;
  const isAdmin = area === 'admin';
  const date: DataTableColumn<SalesReportRow> = dateColumn('createdUtc', t('sales.columns.date'));
  const quantity: DataTableColumn<SalesReportRow> = {
    // "30,000 Liters" (Hausa "lita 30,000") may put its unit on a second line; the figure stays whole.
    accessor: 'quantity',
    title: t('sales.columns.quantity'),
    textAlign: 'right',
    cardOrder: 2,
    render: (row) => <span className="tabular">{quantityWithUnit(row.quantity, row.unit)}</span>,
  };
  const amount = {
    ...moneyColumn<SalesReportRow>('amount', t('sales.columns.amount'), (row) => row.amount),
    cardOrder: 3,
  };
  const columns: (DataTableColumn<SalesReportRow> | false)[] = [
    referenceColumn((row) => saleHref(row.id)),
    isAdmin ? withAdminLine(t, date, 'date') : date,
    statusColumn(),
    area !== 'offtaker' && { accessor: 'customer.name', title: t('sales.columns.offtaker') },
    area !== 'supplier' && { accessor: 'supplier.name', title: t('sales.columns.supplier') },
    // Wide enough for a product's name on two lines at most ("Compressed Natural / Gas (CNG)").
    {
      accessor: 'product.name',
      title: t('sales.columns.product'),
      width: 150,
      cardOrder: 1,
      render: (row) => <ProductAndContract product={row.product.name} contract={row.contract} />,
    },
    { accessor: 'hub.name', title: t('sales.columns.hub') },
    isAdmin ? withAdminLine(t, quantity, 'quantity') : quantity,
    isAdmin ? withAdminLine(t, amount, 'amount') : amount,
    area !== 'offtaker' && {
      ...moneyColumn('fee', t('sales.columns.fee'), (row) => row.fee, feeNotYet(t)),
      cardOrder: 4,
    },
    // Fulfilment (issue 17): columns of their own for the parties (the operators': adminLines).
    area !== 'admin' && {
      accessor: 'deliveredQuantity',
      title: t('sales.columns.delivered'),
      textAlign: 'right',
      render: (row) =>
        row.deliveredQuantity === null || row.deliveredQuantity === undefined ? (
          notYet
        ) : (
          <span className="tabular">{quantityWithUnit(row.deliveredQuantity, row.unit)}</span>
        ),
    },
    area === 'offtaker' && {
      // Charged at settlement, held until then; none for a collection.
      ...moneyColumn(
        'logisticsFee',
        t('sales.columns.logisticsFee'),
        (row) =>
          row.fulfilmentMethod === 'delivery' ? (row.logisticsFeeCharged ?? row.logisticsFee ?? null) : null,
        notYet,
      ),
    },
    area !== 'admin' && {
      accessor: 'settledUtc',
      title: t('sales.columns.settledOn'),
      render: (row) => (row.settledUtc ? <CompactDateTime value={row.settledUtc} /> : notYet),
    },
  ];
  return columns.filter((column) => column !== false);
}

function totalFigures(t: ReportsT, total: SalesTotal, area: ReportArea): TotalFigure[] {
  const figures: TotalFigure[] = [
    {
      label: area === 'offtaker' ? t('sales.totals.purchases') : t('sales.totals.sales'),
      value: formatQuantity(total.count),
    },
    {
      label: t('sales.totals.quantity'),
      value: t('sales.quantityLitres', { quantity: formatQuantity(total.quantity) }),
    },
    { label: t('sales.totals.amount'), value: <Money minor={total.amount} currency={total.currency} /> },
  ];
  if (area !== 'offtaker') {
    figures.push({
      label: t('sales.totals.platformFees'),
      value: <Money minor={total.fee} currency={total.currency} />,
    });
  }
  return figures;
}

/** /admin|supplier|offtaker/reports/sales: the filtered sales, their totals and months, and the CSV. */
export function SalesReportPage({ area }: { area: ReportArea }) {
  const { t } = useTranslation('reports');
  usePageTitle(t('sales.title'));
  const isAdmin = area === 'admin';
  const search = usePagedSearch(keysByArea[area], salesReportFiltersSchema.shape);
  const filters = {
    from: search.filters.from,
    to: search.filters.to,
    status: search.filters.status,
    currency: search.filters.currency,
    productId: search.filters.productId,
    hubId: search.filters.hubId,
    partyId: search.filters.partyId ?? '',
  };
  const request: SalesReportRequest = { ...filters, page: search.page, pageSize: search.pageSize };
  const canAsk = !search.dateOrderError;
  const report = useSalesReport(request, canAsk);
  const products = useProductChoices();
  const hubs = useHubChoices();
  const suppliers = usePartyChoices('clients', isAdmin);
  const offtakers = usePartyChoices('customers', isAdmin);
  const error = report.error;

  const partyOptions = [
    { group: t('sales.filters.suppliers'), items: choiceOptions(suppliers.data) },
    { group: t('sales.filters.offtakers'), items: choiceOptions(offtakers.data) },
  ];
  const knownParty = [...(suppliers.data ?? []), ...(offtakers.data ?? [])].some(
    (party) => party.id === filters.partyId,
  );

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('sales.title')}
        description={t(`sales.descriptions.${area}`)}
        csvHref={salesCsvHref(filters)}
        canDownload={canAsk}
      />
      <FilterBar>
        <DateRangeFilter search={search} error={error} />
        <StatusFilter statuses={saleStatuses} {...search.filterProps('status', error)} />
        <CurrencyFilter {...search.filterProps('currency', error)} />
        <ChoiceFilter
          label={t('sales.filters.product')}
          allLabel={t('sales.filters.allProducts')}
          choices={products}
          {...search.filterProps('productId', error)}
        />
        <ChoiceFilter
          label={t('sales.filters.hub')}
          allLabel={t('sales.filters.allHubs')}
          choices={hubs}
          {...search.filterProps('hubId', error)}
        />
        {isAdmin && (
          <FilterSelect
            label={t('sales.filters.party')}
            allLabel={
              suppliers.isError || offtakers.isError
                ? t('sales.filters.allPartiesNotLoaded')
                : t('sales.filters.allParties')
            }
            options={
              filters.partyId && !knownParty
                ? [...partyOptions, { value: filters.partyId, label: t('sales.filters.selected') }]
                : partyOptions
            }
            {...search.filterProps('partyId', error)}
          />
        )}
      </FilterBar>
      {canAsk ? (
        <>
          <ReportTotals
            isLoading={report.isPending}
            totals={report.data?.totals.map((total) => ({
              currency: total.currency,
              figures: totalFigures(t, total, area),
            }))}
          />
          <SalesEnergy filters={filters} />
          <ReportCharts
            title={area === 'offtaker' ? t('sales.chart.purchases') : t('sales.chart.sales')}
            rows={report.data?.byMonth}
            amountOf={(row) => row.amount}
            countLabel={area === 'offtaker' ? t('sales.chart.purchasesCount') : t('sales.chart.salesCount')}
            hasQuantity
          />
          <DataTable
            label={area === 'offtaker' ? t('sales.table.purchases') : t('sales.table.sales')}
            columns={saleColumns(t, area)}
            records={report.data?.rows}
            // Ten columns fit 1366 px beside the sidebar: names and dates take a second line.
            minWidth={isAdmin ? 960 : 860}
            {...pagedTableProps(search, report)}
          />
        </>
      ) : (
        <DateOrderNote subject="report" />
      )}
    </Stack>
  );
}
