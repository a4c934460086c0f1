import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryTableProps } from '../../components/data-table.tsx';
import { CurrencyFilter, FilterBar, useSearchFilter } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { isCurrency } from '../../lib/currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePrices } from './api/get-prices.ts';
import { InventoryFilter, useInventoryNames } from './filters.tsx';
import { PriceTable } from './price-table.tsx';

/** Every price of the supplier's inventories (spec: /supplier/prices), filterable. */
export function PricesPage() {
  const { t } = useTranslation('inventory');
  usePageTitle(t('prices.title'));
  const filter = useSearchFilter(['inventoryId', 'currency'] as const);
  const { inventoryId, currency } = filter.values;
  const { inventories, names } = useInventoryNames();
  const prices = usePrices({
    ...(inventoryId ? { inventoryId } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  });

  return (
    <Stack gap="lg">
      <PageHeading title={t('prices.title')} description={t('prices.description')} />
      <FilterBar>
        <InventoryFilter inventories={inventories} {...filter.filterProps('inventoryId')} />
        <CurrencyFilter {...filter.filterProps('currency')} />
      </FilterBar>
      <PriceTable label={t('prices.title')} {...queryTableProps(prices)} inventoryNames={names} />
    </Stack>
  );
}
