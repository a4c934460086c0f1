import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FilterBar, FilterSelect, useSearchFilter } from '../../components/filters.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInventories } from './api/get-inventories.ts';
import { useStocks } from './api/get-stocks.ts';
import { DecideStockDialog } from './decide-stock-dialog.tsx';
import { inventoryOptions } from './filters.tsx';
import { inventoryLabel } from './format.ts';
import { StockTable } from './stock-table.tsx';
import { type StockStatus, stockStatuses } from './types.ts';
import { useStockDecision } from './use-stock-decision.ts';

const isStatus = (value: string): value is StockStatus =>
  (stockStatuses as readonly string[]).includes(value);

/** Every stock line of the supplier's inventories (spec: /supplier/stocks), filterable. */
export function StocksPage() {
  usePageTitle('Stocks');
  const filter = useSearchFilter(['inventoryId', 'status'] as const);
  const { inventoryId, status } = filter.values;
  const inventories = useInventories();
  const stocks = useStocks({
    ...(inventoryId ? { inventoryId } : {}),
    ...(isStatus(status) ? { status } : {}),
  });
  const names = useMemo(
    () => new Map((inventories.data ?? []).map((inventory) => [inventory.id, inventoryLabel(inventory)])),
    [inventories.data],
  );
  const decision = useStockDecision((line) => names.get(line.inventoryId));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Stocks
        </Title>
        <Text c="var(--app-muted)" size="sm">
          Every stock line of your inventories, newest first. Approve or reject the pending supply you have
          recorded; sale lines settle with their purchase.
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
          id="status"
          label="Status"
          value={status}
          allLabel="All statuses"
          options={stockStatuses.map((value) => ({ value, label: value }))}
          onChange={(value) => filter.setValue('status', value)}
        />
      </FilterBar>
      <StockTable
        label="Stocks"
        records={stocks.data}
        isLoading={stocks.isPending}
        error={stocks.error}
        onRetry={() => void stocks.refetch()}
        inventoryNames={names}
        onDecide={decision.ask}
      />
      <DecideStockDialog target={decision.target} opened={decision.opened} onClose={decision.close} />
    </Stack>
  );
}
