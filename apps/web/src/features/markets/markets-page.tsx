import { formatDateTime, type MarketRow, platformTimeZone } from '@gas/shared';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { useRegionName } from '../../components/region-name.ts';
import { paths } from '../../config/paths.ts';
import { useMarketStream } from '../../lib/market-stream.ts';
import { formatMonth } from '../../lib/months.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMarkets } from './api/get-markets.ts';
import { MarketPrice, MarketQuantity, MarketUnitSelect } from './market-units.tsx';

export { prefetchMarkets } from './api/get-markets.ts';

/** "₦1,210.00 (800 L)" -> "₦1,210.00/Liter (800 L)": the price (its first word) says what it is per. */
function withUnit(value: string, unit: MarketRow['unit']): string {
  const space = value.indexOf(' ');
  const price = space < 0 ? value : value.slice(0, space);
  const rest = space < 0 ? '' : value.slice(space);
  return `${price}/${unitSingular(unit)}${rest}`;
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A forward contract's month in the reader's language: the server words it in English
 * ('Dec 2026'), Hausa reads 'Dis 2026' (as components/product-contract.tsx does). A contract not
 * worded so shows as sent.
 */
function contractMonth(contract: string): string {
  const [name = '', year = ''] = contract.split(' ');
  const month = englishMonths.indexOf(name) + 1;
  if (month === 0 || !/^\d{4}$/.test(year)) return contract;
  return formatMonth(`${year}-${String(month).padStart(2, '0')}`);
}

function BidList({ values, unit, product }: { values: string[]; unit: MarketRow['unit']; product: string }) {
  if (values.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} className="tabular" align="flex-end">
      {values.map((value, index) => (
        // The same price can appear twice in a list, so the position is part of the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: bids are a fixed, ordered list
        <span key={`${index}-${value}`}>
          <MarketPrice value={value} product={product} inLitres={withUnit(value, unit)} />
        </span>
      ))}
    </Stack>
  );
}

const columnsIn = (t: TFunction<'markets'>): DataTableColumn<MarketRow>[] => [
  { accessor: 'region', title: t('columns.region'), render: (row) => <RegionName region={row.region} /> },
  {
    accessor: 'contract',
    title: t('columns.contract'),
    render: (row) => (row.contract === 'Spot' ? t('spot') : contractMonth(row.contract)),
  },
  { accessor: 'deliveryPoint', title: t('columns.deliveryPoint'), cardOrder: 2 },
  { accessor: 'product', title: t('columns.product'), cardOrder: 1 },
  {
    accessor: 'quantity',
    title: t('columns.quantity'),
    textAlign: 'right',
    render: (row) => <MarketQuantity product={row.product} litres={row.quantity} />,
  },
  {
    accessor: 'buy',
    title: t('columns.buy'),
    textAlign: 'right',
    cardOrder: 3,
    render: (row) => <BidList values={row.buy} unit={row.unit} product={row.product} />,
  },
  {
    accessor: 'sell',
    title: t('columns.sell'),
    textAlign: 'right',
    cardOrder: 4,
    render: (row) => <BidList values={row.sell} unit={row.unit} product={row.product} />,
  },
  {
    accessor: 'deliveryDays',
    title: t('columns.deliveryDays'),
    textAlign: 'right',
    render: (row) => <span className="tabular">{row.deliveryDays}</span>,
  },
];

const rowKey = (row: MarketRow) => `${row.region}|${row.deliveryPoint}|${row.product}|${row.contract}`;

function RegionName({ region }: { region: string }) {
  return useRegionName()(region);
}

/** The intro's link to Daily Rates; its words come from the catalogue. */
function RatesLink({ children }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.rates.href()}>
      {children}
    </Anchor>
  );
}

export function MarketsPage() {
  const { t } = useTranslation('markets');
  const columns = useMemo(() => columnsIn(t), [t]);
  usePageTitle(t('title'));
  // Offers, bids and trades move on screen without a reload (issue 19).
  useMarketStream();
  const markets = useMarkets();
  // When the server made these figures (every row carries the same time).
  const asOfUtc = markets.data?.[0]?.asOfUtc;
  // At least a screen tall (less the 65 px top bar): the footer starts below the first screen,
  // so the rows arriving after "Loading..." push nothing visible (no layout shift).
  return (
    <Container py={{ base: 'lg', sm: 48 }} mih="calc(100dvh - 65px)">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('title')}</Title>
          <Text c="var(--app-muted)" maw={720}>
            <Trans t={t} i18nKey="intro" components={{ anchor: <RatesLink /> }} />
          </Text>
          {asOfUtc && (
            <Text size="sm" c="var(--app-muted)">
              {t('asOf', { time: formatDateTime(asOfUtc, platformTimeZone) })}
            </Text>
          )}
          <MarketUnitSelect />
        </Stack>
        <DataTable
          label={t('title')}
          columns={columns}
          {...queryTableProps(markets)}
          idAccessor={rowKey}
          minWidth={860}
        />
      </Stack>
    </Container>
  );
}
