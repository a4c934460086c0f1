import { type Currency, formatMoney } from '@gas/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';

// New Transaction's summary: the total, a delivery's logistics fee, the wallet and what is left.

/** The wallet as the summary shows it: still loading, not readable, or its balance. */
export type WalletState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; amount: number };

function SummaryRow({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="var(--app-muted)">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" id={id}>
        {children}
      </Text>
    </Group>
  );
}

export function PurchaseSummary({
  currency,
  total,
  delivery,
  wallet,
  after,
}: {
  currency: Currency;
  total: number;
  /** A delivery's fee per unit once quoted, its fee for the quantity and the total held. */
  delivery: { feePerUnit: number | undefined; fee: number | undefined; toHold: number } | undefined;
  wallet: WalletState;
  /** The wallet's balance after the purchase, when known. */
  after: number | undefined;
}) {
  const isShort = after !== undefined && total > 0 && after < 0;
  return (
    <>
      <Paper withBorder radius="md" p="sm" bg="var(--app-surface)">
        <Stack component="dl" gap={6} m={0} aria-label="Purchase summary">
          <SummaryRow label="Total" id="purchase-total">
            <Money minor={total} currency={currency} />
          </SummaryRow>
          {delivery && (
            <>
              <SummaryRow
                label={
                  delivery.feePerUnit === undefined
                    ? 'Logistics fee'
                    : `Logistics fee (${formatMoney(delivery.feePerUnit, currency)} / Liter)`
                }
                id="logistics-fee"
              >
                {delivery.fee === undefined ? '—' : <Money minor={delivery.fee} currency={currency} />}
              </SummaryRow>
              <SummaryRow label="Total with delivery" id="total-with-delivery">
                {delivery.fee === undefined ? '—' : <Money minor={delivery.toHold} currency={currency} />}
              </SummaryRow>
            </>
          )}
          <SummaryRow label={`Wallet balance (${currency})`}>
            {wallet.state === 'loading' ? (
              'Loading...'
            ) : wallet.state === 'error' ? (
              <Text span c="red.8" inherit>
                Not available
              </Text>
            ) : (
              <Money minor={wallet.amount} currency={currency} />
            )}
          </SummaryRow>
          <SummaryRow label="Balance after purchase" id="balance-after">
            {after === undefined ? (
              '—'
            ) : (
              <Money minor={after} currency={currency} c={isShort ? 'red.8' : undefined} />
            )}
          </SummaryRow>
        </Stack>
      </Paper>
      {wallet.state === 'error' && (
        <Text size="sm" c="red.8" role="alert">
          We could not load your {currency} wallet. {wallet.message}
        </Text>
      )}
      {isShort && (
        <Text size="sm" c="red.8">
          Your {currency} wallet is short by {formatMoney(-after, currency)}.{' '}
          <Anchor component={Link} to={paths.offtaker.deposits.href(currency)} inherit>
            Make a deposit
          </Anchor>{' '}
          or choose a smaller quantity.
        </Text>
      )}
    </>
  );
}
