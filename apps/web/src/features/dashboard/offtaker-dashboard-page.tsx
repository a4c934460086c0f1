import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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

type OfftakerDashboardPageProps = {
  /** The Wallet cards (NGN and USD), composed by the route from the wallet feature. */
  wallet: ReactNode;
  /** The 5 newest purchases (Status, Reference, Product, Quantity, Amount, Date), composed by the route from the trading feature. */
  latestTransactions: ReactNode;
};

/**
 * /offtaker (spec section 2): Wallet cards with real balances and the Latest Transactions table;
 * the Pending and Completed purchase figures are not computed yet, so they say so instead of
 * showing placeholder numbers.
 */
export function OfftakerDashboardPage({ wallet, latestTransactions }: OfftakerDashboardPageProps) {
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
        {latestTransactions}
      </Stack>
    </Stack>
  );
}
