import { stockStatuses } from '@gas/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryTableProps } from '../../components/data-table.tsx';
import { FilterBar, oneOf, StatusFilter, useSearchFilter } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useStocks } from './api/get-stocks.ts';
import { DecideStockDialog } from './decide-stock-dialog.tsx';
import { InventoryFilter, useInventoryNames } from './filters.tsx';
import { StockTable } from './stock-table.tsx';
import { useStockDecision } from './use-stock-decision.ts';

/** Every stock line of the supplier's inventories (spec: /supplier/stocks), filterable. */
export function StocksPage() {
  const { t } = useTranslation('inventory');
  usePageTitle(t('stocks.title'));
  const filter = useSearchFilter(['inventoryId', 'status'] as const);
  const { inventoryId, status } = filter.values;
  const { inventories, names } = useInventoryNames();
  const knownStatus = oneOf(stockStatuses, status);
  const stocks = useStocks({
    ...(inventoryId ? { inventoryId } : {}),
    ...(knownStatus ? { status: knownStatus } : {}),
  });
  const decision = useStockDecision((line) => names.get(line.inventoryId));

  return (
    <Stack gap="lg">
      <PageHeading title={t('stocks.title')} description={t('stocks.description')} />
      <FilterBar>
        <InventoryFilter inventories={inventories} {...filter.filterProps('inventoryId')} />
        <StatusFilter statuses={stockStatuses} {...filter.filterProps('status')} />
      </FilterBar>
      <StockTable
        label={t('stocks.title')}
        {...queryTableProps(stocks)}
        inventoryNames={names}
        onDecide={decision.ask}
      />
      <DecideStockDialog target={decision.target} opened={decision.opened} onClose={decision.close} />
    </Stack>
  );
}
