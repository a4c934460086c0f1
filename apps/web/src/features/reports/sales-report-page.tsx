import {
  formatQuantity,
  type SalesReportRow,
  type SalesTotal,
  saleStatuses,
  salesReportFiltersSchema,
} from '@gas/shared';
import { Stack, Text } from '@mantine/core';
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

const descriptions: Record<ReportArea, string> = {
  admin:
    'Every sale on the platform, by the day it was placed (Lagos time). Totals and months cover every matching sale.',
  supplier:
    'Sales from your inventories, by the day they were placed (Lagos time). Totals and months cover every matching sale.',
  offtaker:
    'Your purchases, by the day you placed them (Lagos time). Totals and months cover every matching purchase.',
};

const feeNotYet = (
  <Text component="span" c="var(--app-muted)" inherit title="Charged at settlement">
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
function adminLines(column: 'date' | 'quantity' | 'amount', row: SalesReportRow) {
  if (column === 'date') {
    return row.settledUtc ? (
      <FulfilmentLine label="Settled">
        <CompactDateTime value={row.settledUtc} />
      </FulfilmentLine>
    ) : null;
  }
  if (column === 'quantity') {
    return row.deliveredQuantity === null || row.deliveredQuantity === undefined ? null : (
      <FulfilmentLine label={row.fulfilmentMethod === 'collection' ? 'Collected' : 'Delivered'}>
        {formatQuantity(row.deliveredQuantity)}
      </FulfilmentLine>
    );
  }
  if (row.fulfilmentMethod !== 'delivery') return null;
  const charged = row.logisticsFeeCharged ?? null;
  return (
    <FulfilmentLine label="Logistics">
      <Money minor={charged ?? row.logisticsFee ?? 0} currency={row.currency} />
      {charged === null ? ' held' : ''}
    </FulfilmentLine>
  );
}

/** A column's cell with the operators' fulfilment line under it. */
function withAdminLine(
  column: DataTableColumn<SalesReportRow>,
  line: 'date' | 'quantity' | 'amount',
): DataTableColumn<SalesReportRow> {
  const render = column.render!;
  return {
    ...column,
    render: (row, index) => (
      <>
        {render(row, index)}
        {adminLines(line, row)}
      </>
    ),
  };
}

function saleColumns(area: ReportArea): DataTableColumn<SalesReportRow>[] {
  const saleHref = paths[area].sale.href;
  const isAdmin = area === 'admin';
  const date: DataTableColumn<SalesReportRow> = dateColumn('createdUtc', 'Date');
  const quantity: DataTableColumn<SalesReportRow> = {
    // "30,000 Liters" may put its unit on a second line; the figure stays whole.
    accessor: 'quantity',
    title: 'Quantity',
    textAlign: 'right',
    cardOrder: 2,
    render: (row) => <span className="tabular">{`${formatQuantity(row.quantity)} ${row.unit}`}</span>,
  };
  const amount = { ...moneyColumn<SalesReportRow>('amount', 'Amount', (row) => row.amount), cardOrder: 3 };
  const columns: (DataTableColumn<SalesReportRow> | false)[] = [
    referenceColumn((row) => saleHref(row.id)),
    isAdmin ? withAdminLine(date, 'date') : date,
    statusColumn(),
    area !== 'offtaker' && { accessor: 'customer.name', title: 'Offtaker' },
    area !== 'supplier' && { accessor: 'supplier.name', title: 'Supplier' },
    // Wide enough for a product's name on two lines at most ("Compressed Natural / Gas (CNG)").
    {
      accessor: 'product.name',
      title: 'Product',
      width: 150,
      cardOrder: 1,
      render: (row) => <ProductAndContract product={row.product.name} contract={row.contract} />,
    },
    { accessor: 'hub.name', title: 'Hub' },
    isAdmin ? withAdminLine(quantity, 'quantity') : quantity,
    isAdmin ? withAdminLine(amount, 'amount') : amount,
    area !== 'offtaker' && { ...moneyColumn('fee', 'Fee', (row) => row.fee, feeNotYet), cardOrder: 4 },
    // Fulfilment (issue 17): columns of their own for the parties (the operators': adminLines).
    area !== 'admin' && {
      accessor: 'deliveredQuantity',
      title: 'Delivered',
      textAlign: 'right',
      render: (row) =>
        row.deliveredQuantity === null || row.deliveredQuantity === undefined ? (
          notYet
        ) : (
          <span className="tabular">{`${formatQuantity(row.deliveredQuantity)} ${row.unit}`}</span>
        ),
    },
    area === 'offtaker' && {
      // Charged at settlement, held until then; none for a collection.
      ...moneyColumn(
        'logisticsFee',
        'Logistics fee',
        (row) =>
          row.fulfilmentMethod === 'delivery' ? (row.logisticsFeeCharged ?? row.logisticsFee ?? null) : null,
        notYet,
      ),
    },
    area !== 'admin' && {
      accessor: 'settledUtc',
      title: 'Settled On',
      render: (row) => (row.settledUtc ? <CompactDateTime value={row.settledUtc} /> : notYet),
    },
  ];
  return columns.filter((column) => column !== false);
}

function totalFigures(total: SalesTotal, area: ReportArea): TotalFigure[] {
  const figures: TotalFigure[] = [
    { label: area === 'offtaker' ? 'Purchases' : 'Sales', value: formatQuantity(total.count) },
    { label: 'Quantity', value: `${formatQuantity(total.quantity)} Liters` },
    { label: 'Amount', value: <Money minor={total.amount} currency={total.currency} /> },
  ];
  if (area !== 'offtaker') {
    figures.push({ label: 'Platform fees', value: <Money minor={total.fee} currency={total.currency} /> });
  }
  return figures;
}

/** /admin|supplier|offtaker/reports/sales: the filtered sales, their totals and months, and the CSV. */
export function SalesReportPage({ area }: { area: ReportArea }) {
  usePageTitle('Sales report');
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
    { group: 'Suppliers', items: choiceOptions(suppliers.data) },
    { group: 'Offtakers', items: choiceOptions(offtakers.data) },
  ];
  const knownParty = [...(suppliers.data ?? []), ...(offtakers.data ?? [])].some(
    (party) => party.id === filters.partyId,
  );

  return (
    <Stack gap="lg">
      <ReportHeading
        title="Sales report"
        description={descriptions[area]}
        csvHref={salesCsvHref(filters)}
        canDownload={canAsk}
      />
      <FilterBar>
        <DateRangeFilter search={search} error={error} />
        <StatusFilter statuses={saleStatuses} {...search.filterProps('status', error)} />
        <CurrencyFilter {...search.filterProps('currency', error)} />
        <ChoiceFilter
          label="Product"
          allLabel="All products"
          choices={products}
          {...search.filterProps('productId', error)}
        />
        <ChoiceFilter
          label="Hub"
          allLabel="All hubs"
          choices={hubs}
          {...search.filterProps('hubId', error)}
        />
        {isAdmin && (
          <FilterSelect
            label="Party"
            allLabel={
              suppliers.isError || offtakers.isError ? 'All parties (names not loaded)' : 'All parties'
            }
            options={
              filters.partyId && !knownParty
                ? [...partyOptions, { value: filters.partyId, label: 'Selected' }]
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
              figures: totalFigures(total, area),
            }))}
          />
          <SalesEnergy filters={filters} />
          <ReportCharts
            title={area === 'offtaker' ? 'Purchases per month' : 'Sales per month'}
            rows={report.data?.byMonth}
            amountOf={(row) => row.amount}
            countLabel={area === 'offtaker' ? 'purchases' : 'sales'}
            hasQuantity
          />
          <DataTable
            label={area === 'offtaker' ? 'Purchases' : 'Sales'}
            columns={saleColumns(area)}
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
