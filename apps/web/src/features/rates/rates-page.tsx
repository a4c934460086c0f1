import { contractLabel, type DailyRate, firmRateMinTrades, formatMoney, formatQuantity } from '@gas/shared';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartWithTable } from '../../components/chart-with-table.tsx';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';
import { useMarketStream } from '../../lib/market-stream.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRates } from './api/get-rates.ts';
import { dayLabel } from './rates-day.ts';

export { prefetchRates } from './api/get-rates.ts';

const RatesChart = lazy(() => import('./rates-chart.tsx'));

/** One market's history: a hub, product, contract and currency, its rates oldest first. */
type Market = { key: string; label: string; rates: DailyRate[] };
type RatesT = TFunction<'rates'>;

const marketKey = (rate: DailyRate) => `${rate.hubId}|${rate.productId}|${rate.contract}|${rate.currency}`;
const marketLabel = (t: RatesT, rate: DailyRate) => {
  const contract = contractLabel(rate.contract);
  return `${rate.hub} · ${rate.product} · ${contract === 'Spot' ? t('spot') : contract} · ${rate.currency}`;
};

/** The server orders by market, then day: consecutive rows of one key make one market. */
function marketsOf(t: RatesT, rows: DailyRate[]): Market[] {
  const markets = new Map<string, Market>();
  for (const rate of rows) {
    const key = marketKey(rate);
    const market = markets.get(key) ?? { key, label: marketLabel(t, rate), rates: [] };
    market.rates.push(rate);
    markets.set(key, market);
  }
  return [...markets.values()];
}

function IndicativeBadge() {
  const { t } = useTranslation('rates');
  return (
    <Badge color="yellow" variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t('indicative')}
    </Badge>
  );
}

function summary(t: RatesT, market: Market, unit: string): string {
  const latest = market.rates.at(-1)!;
  const money = (minor: number) => formatMoney(minor, latest.currency);
  const prices = market.rates.map((rate) => rate.price);
  return t('summary', {
    market: market.label,
    count: market.rates.length,
    unit,
    latest: money(latest.price),
    day: dayLabel(latest.day),
    lowest: money(Math.min(...prices)),
    highest: money(Math.max(...prices)),
  });
}

function RatesTable({ market, unit }: { market: Market; unit: string }) {
  const { t } = useTranslation('rates');
  return (
    <Table aria-label={t('table.label', { market: market.label })} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.day')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('table.ratePer', { unit })}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('table.volume')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('table.trades')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...market.rates].reverse().map((rate) => (
          <Table.Tr key={rate.day}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {dayLabel(rate.day)}
                {rate.indicative && <IndicativeBadge />}
              </Group>
            </Table.Td>
            <Table.Td ta="right">
              <Money minor={rate.price} currency={rate.currency} />
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {t('table.litres', { volume: formatQuantity(rate.volume) })}
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {rate.trades}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "liter" as a price is per, in the reader's language (a unit the catalogue lacks stays as sent). */
function unitName(t: RatesT, unit: string): string {
  const word = unitSingular(unit).toLowerCase();
  return word === 'liter' ? t('unit.liter') : word;
}

function MarketHistory({ market }: { market: Market }) {
  const { t } = useTranslation('rates');
  const latest = market.rates.at(-1)!;
  const unit = unitName(t, latest.unit);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {market.label}
          </Title>
          <Group gap="xs" align="baseline">
            <Text fw={700} size="xl" className="tabular">
              {formatMoney(latest.price, latest.currency)}
            </Text>
            <Text c="var(--app-muted)">
              {t('latest', { unit, day: dayLabel(latest.day), count: latest.trades })}
            </Text>
            {latest.indicative && <IndicativeBadge />}
          </Group>
        </Stack>
        <ChartWithTable
          summary={summary(t, market, unit)}
          height={240}
          tableMinWidth={340}
          chart={<RatesChart currency={latest.currency} rates={market.rates} unit={unit} />}
          table={<RatesTable market={market} unit={unit} />}
        />
      </Stack>
    </Card>
  );
}

function RatesContent() {
  const { t } = useTranslation('rates');
  const rates = useRates();
  const [chosen, setChosen] = useState<string | null>(null);
  if (rates.isPending) return <Text c="dimmed">{t('loading')}</Text>;
  if (rates.error) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        {t('tryLater', { message: rates.error.message })}
      </Alert>
    );
  }
  const markets = marketsOf(t, rates.data.rows);
  if (markets.length === 0) return <Text c="var(--app-muted)">{t('none')}</Text>;
  const market = markets.find((candidate) => candidate.key === chosen) ?? markets[0]!;
  return (
    <Stack gap="md">
      {markets.length > 1 && (
        <NativeSelect
          label={t('market')}
          description={t('marketDescription')}
          data={markets.map(({ key, label }) => ({ value: key, label }))}
          value={market.key}
          onChange={(event) => setChosen(event.currentTarget.value)}
          maw={520}
        />
      )}
      <MarketHistory market={market} />
    </Stack>
  );
}

export function RatesPage() {
  const { t } = useTranslation('rates');
  usePageTitle(t('title'));
  // A rate published at 18:00 appears without a reload (issue 19).
  useMarketStream();
  return (
    <Container py={{ base: 'lg', sm: 48 }} mih="calc(100dvh - 65px)">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('title')}</Title>
          <Text c="var(--app-muted)" maw={720}>
            {t('intro', { min: firmRateMinTrades })}
          </Text>
          <Group gap="md">
            <Anchor href="/api/rates.csv" size="sm">
              {t('downloadRates')}
            </Anchor>
            <Anchor href="/api/trades.csv" size="sm">
              {t('downloadTrades')}
            </Anchor>
            <Anchor component={Link} to={paths.markets.href()} size="sm">
              {t('marketData')}
            </Anchor>
          </Group>
        </Stack>
        <RatesContent />
      </Stack>
    </Container>
  );
}
