import { type Currency, formatMoney } from '@gas/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('trading');
  const isShort = after !== undefined && total > 0 && after < 0;
  return (
    <>
      <Paper withBorder radius="md" p="sm" bg="var(--app-surface)">
        <Stack component="dl" gap={6} m={0} aria-label={t('summary.label')}>
          <SummaryRow label={t('summary.total')} id="purchase-total">
            <Money minor={total} currency={currency} />
          </SummaryRow>
          {delivery && (
            <>
              <SummaryRow
                label={
                  delivery.feePerUnit === undefined
                    ? t('summary.logisticsFee')
                    : t('summary.logisticsFeePerLitre', { fee: formatMoney(delivery.feePerUnit, currency) })
                }
                id="logistics-fee"
              >
                {delivery.fee === undefined ? '—' : <Money minor={delivery.fee} currency={currency} />}
              </SummaryRow>
              <SummaryRow label={t('summary.totalWithDelivery')} id="total-with-delivery">
                {delivery.fee === undefined ? '—' : <Money minor={delivery.toHold} currency={currency} />}
              </SummaryRow>
            </>
          )}
          <SummaryRow label={t('summary.walletBalance', { currency })}>
            {wallet.state === 'loading' ? (
              t('summary.loading')
            ) : wallet.state === 'error' ? (
              <Text span c="red.8" inherit>
                {t('summary.notAvailable')}
              </Text>
            ) : (
              <Money minor={wallet.amount} currency={currency} />
            )}
          </SummaryRow>
          <SummaryRow label={t('summary.balanceAfter')} id="balance-after">
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
          {t('summary.walletFailed', { currency, message: wallet.message })}
        </Text>
      )}
      {isShort && (
        <Text size="sm" c="red.8">
          <Trans
            t={t}
            i18nKey="summary.short"
            values={{ currency, amount: formatMoney(-after, currency) }}
            components={{
              anchor: <Anchor component={Link} to={paths.offtaker.deposits.href(currency)} inherit />,
            }}
          />
        </Text>
      )}
    </>
  );
}
