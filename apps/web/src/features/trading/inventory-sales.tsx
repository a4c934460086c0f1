import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSales } from './api/get-sales.ts';
import { SalesTable } from './sales-table.tsx';

export const latestSalesCount = 5;

/** The latest 5 sales of one inventory (Manage Inventory's "Latest transactions" block). */
export function InventorySales({ inventoryId }: { inventoryId: string }) {
  const sales = useSales({ inventoryId, limit: latestSalesCount });
  return (
    <Stack gap="xs">
      <SalesTable
        label="Latest transactions"
        records={sales.data}
        isLoading={sales.isPending}
        error={sales.error}
        onRetry={() => void sales.refetch()}
        saleHref={paths.supplier.sale.href}
        extra={['customer']}
      />
      <Anchor component={Link} to={paths.supplier.sales.href()} size="sm">
        All sales
      </Anchor>
    </Stack>
  );
}
