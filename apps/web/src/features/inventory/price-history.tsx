import { type Currency, currencies, formatMoney, type Price } from '@gas/shared';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../components/chart-with-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { currencyNames } from '../../lib/currencies.ts';
import { unitSingular } from '../../lib/quantities.ts';
import { usePrices } from './api/get-prices.ts';

const PriceHistoryChart = lazy(() => import('./price-history-chart.tsx'));

function summary(t: TFunction<'inventory'>, currency: Currency, oldestFirst: Price[]): string {
  const amounts = oldestFirst.map((price) => price.amount);
  const latest = amounts[amounts.length - 1] ?? 0;
  const money = (minor: number) => formatMoney(minor, currency);
  return t('history.summary', {
    currency: currencyNames[currency],
    count: amounts.length,
    latest: money(latest),
    lowest: money(Math.min(...amounts)),
    highest: money(Math.max(...amounts)),
  });
}

function CurrencyHistory({ currency, prices, unit }: { currency: Currency; prices: Price[]; unit: string }) {
  const { t } = useTranslation('inventory');
  const oldestFirst = [...prices].reverse();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('history.perUnit', { currency: currencyNames[currency], unit })}
        </Title>
        <ChartWithTable
          summary={summary(t, currency, oldestFirst)}
          height={220}
          tableMinWidth={280}
          chart={<PriceHistoryChart currency={currency} prices={oldestFirst} unit={unit} />}
          table={
            <Table
              aria-label={t('history.table', { currency: currencyNames[currency] })}
              striped
              withTableBorder
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.createdOn')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('fields.amount')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prices.map((price) => (
                  <Table.Tr key={price.id}>
                    <Table.Td>
                      <DateTime value={price.createdUtc} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money minor={price.amount} currency={price.currency} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          }
        />
      </Stack>
    </Card>
  );
}

/** One chart per currency of every price this inventory has had, each with a table alternative. */
export function PriceHistory({ inventoryId, unit }: { inventoryId: string; unit: string }) {
  const { t } = useTranslation('inventory');
  const prices = usePrices({ inventoryId });
  if (prices.isPending) return <Text c="dimmed">{t('loading')}</Text>;
  if (prices.error) {
    return (
      <Text c="red.8" role="alert">
        {t('history.loadError', { message: prices.error.message })}
      </Text>
    );
  }
  const byCurrency = currencies
    .map((currency) => ({ currency, prices: prices.data.filter((price) => price.currency === currency) }))
    .filter((group) => group.prices.length > 0);
  if (byCurrency.length === 0) {
    return <Text c="var(--app-muted)">{t('history.empty')}</Text>;
  }
  return (
    <Stack gap="md">
      {byCurrency.map((group) => (
        <CurrencyHistory
          key={group.currency}
          currency={group.currency}
          prices={group.prices}
          unit={unitSingular(unit)}
        />
      ))}
    </Stack>
  );
}
