import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSales } from './api/get-sales.ts';
import { latestSalesCount } from './inventory-sales.tsx';
import { SalesTable } from './sales-table.tsx';

type LatestSalesProps = {
  /** Whose sales: an offtaker's own purchases or the sales against a supplier's inventories. */
  area: 'offtaker' | 'supplier';
  /** The table's accessible name, e.g. "Latest Transactions". */
  label: string;
};

/** The 5 newest sales of the signed-in offtaker or supplier, for their dashboard, with a link to all. */
export function LatestSales({ area, label }: LatestSalesProps) {
  const sales = useSales({ limit: latestSalesCount });
  const areaPaths = paths[area];
  return (
    <Stack gap="xs">
      <SalesTable
        label={label}
        records={sales.data}
        isLoading={sales.isPending}
        error={sales.error}
        onRetry={() => void sales.refetch()}
        saleHref={areaPaths.sale.href}
        extra={area === 'supplier' ? ['customer'] : []}
      />
      <Anchor component={Link} to={areaPaths.sales.href()} size="sm">
        All sales
      </Anchor>
    </Stack>
  );
}
