import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryTableProps } from '../../components/data-table.tsx';
import { paths } from '../../config/paths.ts';
import { useSales } from './api/get-sales.ts';
import { SalesTable } from './sales-table.tsx';

export const latestSalesCount = 5;

type LatestSalesProps = {
  /** Whose sales: an offtaker's own purchases or the sales against a supplier's inventories. */
  area: 'offtaker' | 'supplier';
  /** The table's accessible name, e.g. "Latest Transactions". */
  label: string;
  /** Only this inventory's sales (Manage Inventory's "Latest transactions" block). */
  inventoryId?: string;
};

/** The 5 newest sales of the signed-in offtaker or supplier (or of one inventory), with a link to all. */
export function LatestSales({ area, label, inventoryId }: LatestSalesProps) {
  const { t } = useTranslation('trading');
  const sales = useSales(
    inventoryId ? { inventoryId, limit: latestSalesCount } : { limit: latestSalesCount },
  );
  const areaPaths = paths[area];
  return (
    <Stack gap="xs">
      <SalesTable
        label={label}
        {...queryTableProps(sales)}
        saleHref={areaPaths.sale.href}
        extra={area === 'supplier' ? ['customer'] : []}
      />
      <Anchor component={Link} to={areaPaths.sales.href()} size="sm">
        {t('lists.allSales')}
      </Anchor>
    </Stack>
  );
}
