import { type Currency, currencies, formatMoney } from '@gas/shared';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';
import { useBalance } from './api/get-balance.ts';

const walletNames: Record<Currency, string> = { NGN: 'Naira wallet', USD: 'US dollar wallet' };

/** One wallet: the available balance in compact figures (the exact one on hover) and what is held. */
export function WalletCard({ currency }: { currency: Currency }) {
  const balance = useBalance(currency);
  const headingId = `wallet-${currency.toLowerCase()}`;

  let body: ReactNode;
  if (balance.isPending) {
    body = <Text c="dimmed">Loading...</Text>;
  } else if (balance.isError) {
    body = (
      <Stack gap={6} align="flex-start" role="alert">
        <Text size="sm" c="red.8">
          We could not load this balance. {balance.error.message}
        </Text>
        <Button size="compact-xs" variant="outline" color="red" onClick={() => void balance.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    const { amount, held } = balance.data;
    body = (
      <Stack component="dl" gap={6} m={0}>
        <div>
          <Text component="dt" size="xs" c="var(--app-muted)">
            Available
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
            <Money minor={amount} currency={currency} isCompact aria-hidden />
            <VisuallyHidden>{formatMoney(amount, currency)}</VisuallyHidden>
          </Text>
        </div>
        <Group component="div" gap={6}>
          <Text component="dt" size="sm" c="var(--app-muted)">
            Held for pending purchases:
          </Text>
          <Text component="dd" m={0} size="sm" fw={600}>
            <Money minor={held} currency={currency} />
          </Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text id={headingId} fw={700}>
            {walletNames[currency]} ({currency})
          </Text>
          <Anchor component={Link} to={paths.offtaker.deposits.href(currency)} size="sm">
            Statement
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

/** The offtaker's wallets in NGN and USD (spec: the dashboard's Wallet cards). */
export function WalletCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {currencies.map((currency) => (
        <WalletCard key={currency} currency={currency} />
      ))}
    </SimpleGrid>
  );
}
