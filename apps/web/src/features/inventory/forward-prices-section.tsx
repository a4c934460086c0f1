import {
  type Currency,
  currencies,
  type ForwardPrice,
  type Inventory,
  type openMonthsSchema,
} from '@gas/shared';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { PageSection } from '../../components/section.tsx';
import { formatMonth } from '../../lib/months.ts';
import { useForwardPrices, useOpenMonths } from './api/get-forward-prices.ts';
import { ForwardPriceDialog } from './forward-price-dialog.tsx';

type OpenMonth = z.infer<typeof openMonthsSchema>[number];

// Manage Inventory's "Delivery months" (issue 19, forward contracts): each open month's current
// price per currency beside the Spot prices, and a way to price a month.

const priceOf = (prices: ForwardPrice[], month: string, currency: Currency) =>
  prices.find((price) => price.deliveryMonth === month && price.currency === currency);

export function ForwardPricesSection({
  inventory,
  inventoryId,
}: {
  inventory: Inventory | undefined;
  inventoryId: string;
}) {
  const months = useOpenMonths();
  const prices = useForwardPrices(inventoryId);
  const [dialog, setDialog] = useState<{ month: string } | undefined>();
  const { t } = useTranslation('inventory');
  const error = months.error ?? prices.error;
  // A DataTable, so that on a phone each month reads as a card (issue 22's rule for every table).
  const columns: DataTableColumn<OpenMonth>[] = [
    // The month in the reader's language ("Dis 2026" in Hausa), not the server's English label.
    {
      accessor: 'contract',
      title: t('fields.month'),
      card: 'title',
      render: (month) => formatMonth(month.deliveryMonth),
    },
    ...currencies.map(
      (currency): DataTableColumn<OpenMonth> => ({
        accessor: currency,
        title: currency,
        textAlign: 'right',
        render: (month) => {
          const price = priceOf(prices.data ?? [], month.deliveryMonth, currency);
          return price ? (
            <Money minor={price.amount} currency={currency} />
          ) : (
            <Text span c="dimmed" size="sm">
              {t('forward.notPriced')}
            </Text>
          );
        },
      }),
    ),
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('fields.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (month) => (
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!inventory}
          onClick={() => setDialog({ month: month.deliveryMonth })}
          aria-label={t('forward.priceMonth', { contract: formatMonth(month.deliveryMonth) })}
        >
          {t('forward.price')}
        </Button>
      ),
    },
  ];
  return (
    <PageSection
      id="delivery-months"
      title={t('forward.title')}
      action={
        <Button onClick={() => setDialog({ month: '' })} disabled={!inventory || !months.data}>
          {t('forward.newMonthPrice')}
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        {t('forward.intro')}
      </Text>
      {error ? (
        <LoadError
          title={t('forward.loadError')}
          error={error}
          onRetry={() => {
            void months.refetch();
            void prices.refetch();
          }}
        />
      ) : (
        <DataTable
          label={t('forward.table')}
          columns={columns}
          records={months.data && prices.data ? months.data : undefined}
          isLoading={!months.data || !prices.data}
          idAccessor="deliveryMonth"
          isPaged={false}
        />
      )}
      <ForwardPriceDialog
        inventory={inventory}
        months={months.data ?? []}
        month={dialog?.month ?? ''}
        opened={dialog !== undefined}
        onClose={() => setDialog(undefined)}
      />
    </PageSection>
  );
}
