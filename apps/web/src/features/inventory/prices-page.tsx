import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { currencyOptions, FilterBar, FilterSelect, useSearchFilter } from '../../components/filters.tsx';
import { isCurrency } from '../../lib/currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInventories } from './api/get-inventories.ts';
import { usePrices } from './api/get-prices.ts';
import { inventoryOptions } from './filters.tsx';
import { inventoryLabel } from './format.ts';
import { PriceTable } from './price-table.tsx';

/** Every price of the supplier's inventories (spec: /supplier/prices), filterable. */
export function PricesPage() {
  usePageTitle('Prices');
  const filter = useSearchFilter(['inventoryId', 'currency'] as const);
  const { inventoryId, currency } = filter.values;
  const inventories = useInventories();
  const prices = usePrices({
    ...(inventoryId ? { inventoryId } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  });
  const names = useMemo(
    () => new Map((inventories.data ?? []).map((inventory) => [inventory.id, inventoryLabel(inventory)])),
    [inventories.data],
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Prices
        </Title>
        <Text c="var(--app-muted)" size="sm">
          Every price you have set, newest first. The newest price of an inventory in each currency is the one
          offered on the market.
        </Text>
      </Stack>
      <FilterBar>
        <FilterSelect
          id="inventoryId"
          label="Inventory"
          value={inventoryId}
          allLabel="All inventories"
          options={inventoryOptions(inventories.data)}
          onChange={(value) => filter.setValue('inventoryId', value)}
        />
        <FilterSelect
          id="currency"
          label="Currency"
          value={currency}
          allLabel="All currencies"
          options={currencyOptions}
          onChange={(value) => filter.setValue('currency', value)}
        />
      </FilterBar>
      <PriceTable
        label="Prices"
        records={prices.data}
        isLoading={prices.isPending}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        inventoryNames={names}
      />
    </Stack>
  );
}
