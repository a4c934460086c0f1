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
import { lazy, useState } from 'react';
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

const marketKey = (rate: DailyRate) => `${rate.hubId}|${rate.productId}|${rate.contract}|${rate.currency}`;
const marketLabel = (rate: DailyRate) =>
  `${rate.hub} · ${rate.product} · ${contractLabel(rate.contract)} · ${rate.currency}`;

/** The server orders by market, then day: consecutive rows of one key make one market. */
function marketsOf(rows: DailyRate[]): Market[] {
  const markets = new Map<string, Market>();
  for (const rate of rows) {
    const key = marketKey(rate);
    const market = markets.get(key) ?? { key, label: marketLabel(rate), rates: [] };
    market.rates.push(rate);
    markets.set(key, market);
  }
  return [...markets.values()];
}

function IndicativeBadge() {
  return (
    <Badge color="yellow" variant="light" radius="sm" style={{ textTransform: 'none' }}>
      Indicative
    </Badge>
  );
}

function summary(market: Market, unit: string): string {
  const latest = market.rates.at(-1)!;
  const money = (minor: number) => formatMoney(minor, latest.currency);
  const prices = market.rates.map((rate) => rate.price);
  return `${market.label}: ${market.rates.length} daily ${market.rates.length === 1 ? 'rate' : 'rates'} per ${unit}, latest ${money(latest.price)} on ${dayLabel(latest.day)}, lowest ${money(Math.min(...prices))}, highest ${money(Math.max(...prices))}.`;
}

function RatesTable({ market, unit }: { market: Market; unit: string }) {
  return (
    <Table aria-label={`Daily rates: ${market.label}`} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Day</Table.Th>
          <Table.Th scope="col" ta="right">
            Rate per {unit}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Volume
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Trades
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
              {formatQuantity(rate.volume)} L
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

function MarketHistory({ market }: { market: Market }) {
  const latest = market.rates.at(-1)!;
  const unit = unitSingular(latest.unit).toLowerCase();
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
              per {unit}, {dayLabel(latest.day)} ({latest.trades} {latest.trades === 1 ? 'trade' : 'trades'})
            </Text>
            {latest.indicative && <IndicativeBadge />}
          </Group>
        </Stack>
        <ChartWithTable
          summary={summary(market, unit)}
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
  const rates = useRates();
  const [chosen, setChosen] = useState<string | null>(null);
  if (rates.isPending) return <Text c="dimmed">Loading...</Text>;
  if (rates.error) {
    return (
      <Alert color="red" title="We could not load the daily rates" role="alert">
        {rates.error.message} Try again in a moment.
      </Alert>
    );
  }
  const markets = marketsOf(rates.data.rows);
  if (markets.length === 0) {
    return (
      <Text c="var(--app-muted)">
        No rate has been published in the last 90 days. A day's rate appears at 18:00 Lagos time once trades
        have settled that day.
      </Text>
    );
  }
  const market = markets.find((candidate) => candidate.key === chosen) ?? markets[0]!;
  return (
    <Stack gap="md">
      {markets.length > 1 && (
        <NativeSelect
          label="Market"
          description="Hub, product, contract and currency"
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
  usePageTitle('Daily Rates');
  // A rate published at 18:00 appears without a reload (issue 19).
  useMarketStream();
  return (
    <Container py={{ base: 'lg', sm: 48 }} mih="calc(100dvh - 65px)">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Daily Rates</Title>
          <Text c="var(--app-muted)" maw={720}>
            Each day's rate is the volume-weighted average price of the trades settled from 18:00 Lagos time
            the day before to 18:00 that day, per hub, product, contract and currency, published at 18:00. A
            rate made of fewer than {firmRateMinTrades} trades is marked indicative.
          </Text>
          <Group gap="md">
            <Anchor href="/api/rates.csv" size="sm">
              Download the rates (CSV)
            </Anchor>
            <Anchor href="/api/trades.csv" size="sm">
              Download the trade record (CSV)
            </Anchor>
            <Anchor component={Link} to={paths.markets.href()} size="sm">
              Market Data
            </Anchor>
          </Group>
        </Stack>
        <RatesContent />
      </Stack>
    </Container>
  );
}
