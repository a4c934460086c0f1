import type { Inventory } from '@gas/shared';
import { Anchor, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInventories } from './api/get-inventories.ts';
import { NewInventoryDialog } from './new-inventory-dialog.tsx';

const columns: DataTableColumn<Inventory>[] = [
  {
    accessor: 'product.name',
    title: 'Product',
    card: 'title',
    render: (inventory) => (
      <Anchor component={Link} to={paths.supplier.inventory.href(inventory.id)} fw={600}>
        {inventory.product.name}
      </Anchor>
    ),
  },
  { accessor: 'hub.name', title: 'Hub' },
  {
    accessor: 'quantity',
    title: 'Quantity',
    textAlign: 'right',
    render: (inventory) => (
      <span className="tabular">{quantityWithUnit(inventory.quantity, inventory.product.unit)}</span>
    ),
  },
  {
    accessor: 'available',
    title: 'Available',
    textAlign: 'right',
    render: (inventory) => (
      <span className="tabular">{quantityWithUnit(inventory.available, inventory.product.unit)}</span>
    ),
  },
  dateColumn('createdUtc', 'Created On'),
];

/** The supplier's inventories (spec: /supplier/inventories); each row opens Manage Inventory. */
export function InventoriesPage() {
  usePageTitle('Inventories');
  const inventories = useInventories();
  const [isCreating, creating] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageHeading
        title="Inventories"
        description="Your stock of each product at each logistics hub. Open one to add stock and set prices."
        action={<Button onClick={creating.open}>New Inventory</Button>}
      />
      <DataTable label="Inventories" columns={columns} {...queryTableProps(inventories)} minWidth={620} />
      <NewInventoryDialog opened={isCreating} onClose={creating.close} />
    </Stack>
  );
}
