import { type Currency, currencies, type ForwardPrice, type Inventory } from '@gas/shared';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { PageSection } from '../../components/section.tsx';
import { useForwardPrices, useOpenMonths } from './api/get-forward-prices.ts';
import { ForwardPriceDialog } from './forward-price-dialog.tsx';

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
  const error = months.error ?? prices.error;
  return (
    <PageSection
      id="delivery-months"
      title="Delivery months"
      action={
        <Button onClick={() => setDialog({ month: '' })} disabled={!inventory || !months.data}>
          New Month Price
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        Forward contracts: buyers can buy this month and the next three at these prices, for delivery within
        the month. A month without a price is not offered.
      </Text>
      {error && (
        <LoadError
          title="We could not load the month prices"
          error={error}
          onRetry={() => {
            void months.refetch();
            void prices.refetch();
          }}
        />
      )}
      {!error && (!months.data || !prices.data) && <Text c="dimmed">Loading...</Text>}
      {months.data && prices.data && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Delivery month prices" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                {currencies.map((currency) => (
                  <Table.Th key={currency} ta="right">
                    {currency}
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.data.map((month) => (
                <Table.Tr key={month.deliveryMonth}>
                  <Table.Th scope="row">{month.contract}</Table.Th>
                  {currencies.map((currency) => {
                    const price = priceOf(prices.data, month.deliveryMonth, currency);
                    return (
                      <Table.Td key={currency} ta="right">
                        {price ? (
                          <Money minor={price.amount} currency={currency} />
                        ) : (
                          <Text span c="dimmed" size="sm">
                            Not priced
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      disabled={!inventory}
                      onClick={() => setDialog({ month: month.deliveryMonth })}
                      aria-label={`Price ${month.contract}`}
                    >
                      Price
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
