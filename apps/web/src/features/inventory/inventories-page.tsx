import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInventories } from './api/get-inventories.ts';
import { NewInventoryDialog } from './new-inventory-dialog.tsx';
import type { Inventory } from './types.ts';

const columns: DataTableColumn<Inventory>[] = [
  {
    accessor: 'product.name',
    title: 'Product',
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
  {
    accessor: 'createdUtc',
    title: 'Created On',
    render: (inventory) => <DateTime value={inventory.createdUtc} />,
  },
];

/** The supplier's inventories (spec: /supplier/inventories); each row opens Manage Inventory. */
export function InventoriesPage() {
  usePageTitle('Inventories');
  const inventories = useInventories();
  const [isCreating, creating] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Inventories
          </Title>
          <Text c="var(--app-muted)" size="sm">
            Your stock of each product at each logistics hub. Open one to add stock and set prices.
          </Text>
        </Stack>
        <Button onClick={creating.open}>New Inventory</Button>
      </Group>
      <DataTable
        label="Inventories"
        columns={columns}
        records={inventories.data}
        isLoading={inventories.isPending}
        error={inventories.error}
        onRetry={() => void inventories.refetch()}
        minWidth={620}
      />
      <NewInventoryDialog opened={isCreating} onClose={creating.close} />
    </Stack>
  );
}
