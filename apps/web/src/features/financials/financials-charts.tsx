import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount, projectionYears } from './projections.ts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

const dataOf = (t: TFunction<'financials'>) =>
  projectionYears.map((row) => ({
    year: t('yearN', { year: row.year }),
    members: row.members,
    volume: row.tradingVolumeMmscfd,
  }));

function ChartBlock({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('financials');
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      <div role="img" aria-label={t('growth.summary', { title, summary })}>
        {children}
      </div>
    </Stack>
  );
}

function chartsOf(t: TFunction<'financials'>, data: ReturnType<typeof dataOf>) {
  return [
    {
      title: t('growth.membersTitle'),
      summary: data.map((row) => `${row.year} ${formatCount(row.members)}`).join(', '),
      series: { name: 'members', label: t('growth.members'), color: 'brand.7' },
    },
    {
      title: t('growth.volumeTitle'),
      summary: data.map((row) => t('growth.volumeValue', { year: row.year, volume: row.volume })).join(', '),
      series: { name: 'volume', label: 'mmscfd', color: 'yellow.8' },
    },
  ];
}

export default function FinancialsCharts() {
  const { t } = useTranslation('financials');
  const data = dataOf(t);
  const charts = chartsOf(t, data);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      {charts.map((chart) => (
        <ChartBlock key={chart.title} title={chart.title} summary={chart.summary}>
          <BarChart
            // The role="img" box around the chart names it; recharts' keyboard layer would add an
            // unnamed Tab stop (an svg role="application" tabindex=0) inside it.
            accessibilityLayer={false}
            h={240}
            data={data}
            dataKey="year"
            series={[chart.series]}
            tickLine="y"
            withTooltip={false}
            withBarValueLabel
            maxBarWidth={48}
          />
        </ChartBlock>
      ))}
    </SimpleGrid>
  );
}
