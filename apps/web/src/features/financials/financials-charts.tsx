import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCount, projectionYears } from './projections.ts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

const data = projectionYears.map((row) => ({
  year: `Year ${row.year}`,
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
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      <div role="img" aria-label={`${title}: ${summary}`}>
        {children}
      </div>
    </Stack>
  );
}

const charts = [
  {
    title: 'Members per year',
    summary: data.map((row) => `${row.year} ${formatCount(row.members)}`).join(', '),
    series: { name: 'members', label: 'Members', color: 'brand.7' },
  },
  {
    title: 'Trading volume per year (mmscfd)',
    summary: data.map((row) => `${row.year} ${row.volume} mmscfd`).join(', '),
    series: { name: 'volume', label: 'mmscfd', color: 'yellow.8' },
  },
];

export default function FinancialsCharts() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      {charts.map((chart) => (
        <ChartBlock key={chart.title} title={chart.title} summary={chart.summary}>
          <BarChart
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
