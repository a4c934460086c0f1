import type { Inventory } from '@gas/shared';
import { Anchor, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInventories } from './api/get-inventories.ts';
import { NewInventoryDialog } from './new-inventory-dialog.tsx';

const columns = (t: TFunction<'inventory'>): DataTableColumn<Inventory>[] => [
  {
    accessor: 'product.name',
    title: t('fields.product'),
    card: 'title',
    render: (inventory) => (
      <Anchor component={Link} to={paths.supplier.inventory.href(inventory.id)} fw={600}>
        {inventory.product.name}
      </Anchor>
    ),
  },
  { accessor: 'hub.name', title: t('fields.hub') },
  {
    accessor: 'quantity',
    title: t('fields.quantity'),
    textAlign: 'right',
    render: (inventory) => (
      <span className="tabular">{quantityWithUnit(inventory.quantity, inventory.product.unit)}</span>
    ),
  },
  {
    accessor: 'available',
    title: t('fields.available'),
    textAlign: 'right',
    render: (inventory) => (
      <span className="tabular">{quantityWithUnit(inventory.available, inventory.product.unit)}</span>
    ),
  },
  dateColumn('createdUtc', t('fields.createdOn')),
];

/** The supplier's inventories (spec: /supplier/inventories); each row opens Manage Inventory. */
export function InventoriesPage() {
  const { t } = useTranslation('inventory');
  usePageTitle(t('inventories.title'));
  const inventories = useInventories();
  const [isCreating, creating] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('inventories.title')}
        description={t('inventories.description')}
        action={<Button onClick={creating.open}>{t('inventories.newInventory')}</Button>}
      />
      <DataTable
        label={t('inventories.title')}
        columns={columns(t)}
        {...queryTableProps(inventories)}
        minWidth={620}
      />
      <NewInventoryDialog opened={isCreating} onClose={creating.close} />
    </Stack>
  );
}
