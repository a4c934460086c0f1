import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A figure the platform cannot compute yet: said plainly instead of a made-up number. */
function PendingFigure({ title, description }: { title: string; description: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={6}>
        <Text fw={700}>{title}</Text>
        <Text fz={28} fw={700} lh={1.2} c="var(--app-muted)" aria-hidden>
          —
        </Text>
        <Text size="sm" c="var(--app-muted)">
          {description}
        </Text>
      </Stack>
    </Card>
  );
}

type LatestTransaction = { id: string };

const latestColumns: DataTableColumn<LatestTransaction>[] = [
  'Status',
  'Reference',
  'Product',
  'Quantity',
  'Amount',
  'Date',
].map((title) => ({
  accessor: title.toLowerCase(),
  title,
  ...(title === 'Quantity' || title === 'Amount' ? { textAlign: 'right' as const } : {}),
}));

type OfftakerDashboardPageProps = {
  /** The Wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
};

/**
 * /offtaker (spec section 2): Wallet cards with real balances; the Pending and Completed
 * purchase figures and the Latest Transactions table arrive with purchases, so until then they
 * say so instead of showing placeholder numbers.
 */
export function OfftakerDashboardPage({ wallet }: OfftakerDashboardPageProps) {
  usePageTitle('Dashboard');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <Stack gap="sm" component="section" aria-labelledby="wallet-heading">
        <Title order={2} size="h4" id="wallet-heading">
          Wallet
        </Title>
        {wallet}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PendingFigure
          title="Pending"
          description="Purchases waiting for their supplier will be totalled here once buying opens."
        />
        <PendingFigure
          title="Completed"
          description="Completed purchases per month, in NGN and USD, will be shown here once buying opens."
        />
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="latest-heading">
        <Title order={2} size="h4" id="latest-heading">
          Latest Transactions
        </Title>
        <DataTable label="Latest Transactions" columns={latestColumns} records={[]} minWidth={620} />
      </Stack>
    </Stack>
  );
}
