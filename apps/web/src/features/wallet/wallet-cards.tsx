import { type Currency, currencies, formatCompactMoney, formatMoney } from '@gas/shared';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';
import { useBalance } from './api/get-balance.ts';

/** Whose wallet: an offtaker's (spends, holds for pending purchases) or a supplier's settlement wallet. */
export type WalletKind = 'offtaker' | 'supplier';

type WalletCardProps = { currency: Currency; kind?: WalletKind };

/**
 * One wallet: the available balance in compact figures (the exact one on hover and, when it differs,
 * on a line below), and what is held: an offtaker's for pending purchases (with a link to its
 * statement) and, on a line of its own while there is any, for its withdrawals not yet paid (so
 * no money seems missing); a supplier's for payouts requested or approved and not yet paid
 * (issue 18).
 */
export function WalletCard({ currency, kind = 'offtaker' }: WalletCardProps) {
  const { t } = useTranslation('wallet');
  const balance = useBalance(currency);
  const isOfftaker = kind === 'offtaker';
  const headingId = `wallet-${currency.toLowerCase()}`;

  let body: ReactNode;
  if (balance.isPending) {
    body = <Text c="dimmed">{t('loading')}</Text>;
  } else if (balance.isError) {
    body = (
      <Stack gap={6} align="flex-start" role="alert">
        <Text size="sm" c="red.8">
          {t('loadError', { message: balance.error.message })}
        </Text>
        <Button size="compact-xs" variant="outline" color="red" onClick={() => void balance.refetch()}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  } else {
    const { amount, held, heldForWithdrawals = 0 } = balance.data;
    const exact = formatMoney(amount, currency);
    // The exact figure under the compact one, for everyone (no hover on a phone), when they differ.
    const showExact = formatCompactMoney(amount, currency) !== exact.replace(/\.00$/, '');
    body = (
      <Stack component="dl" gap={6} m={0}>
        <div>
          <Text component="dt" size="xs" c="var(--app-muted)">
            {t('available')}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
            <Money minor={amount} currency={currency} isCompact aria-hidden />
            {showExact ? (
              <Text
                component="span"
                display="block"
                size="sm"
                fw={400}
                c="var(--app-muted)"
                className="tabular"
              >
                {exact}
              </Text>
            ) : (
              <VisuallyHidden>{exact}</VisuallyHidden>
            )}
          </Text>
        </div>
        <Group component="div" gap={6}>
          <Text component="dt" size="sm" c="var(--app-muted)">
            {isOfftaker ? t('heldForPurchases') : t('heldForPayouts')}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600}>
            <Money minor={held} currency={currency} />
          </Text>
        </Group>
        {heldForWithdrawals > 0 && (
          <Group component="div" gap={6}>
            <Text component="dt" size="sm" c="var(--app-muted)">
              {t('heldForWithdrawals')}
            </Text>
            <Text component="dd" m={0} size="sm" fw={600}>
              <Money minor={heldForWithdrawals} currency={currency} />
            </Text>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text id={headingId} fw={700}>
            {t('heading', { name: t(`names.${kind}.${currency}`), currency })}
          </Text>
          {isOfftaker && (
            <Anchor component={Link} to={paths.offtaker.deposits.href(currency)} size="sm">
              {t('statement')}
            </Anchor>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

/** The wallets in NGN and USD: an offtaker's (spec: the dashboard's Wallet cards) or a supplier's settlement ones. */
export function WalletCards({ kind = 'offtaker' }: { kind?: WalletKind }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {currencies.map((currency) => (
        <WalletCard key={currency} currency={currency} kind={kind} />
      ))}
    </SimpleGrid>
  );
}
