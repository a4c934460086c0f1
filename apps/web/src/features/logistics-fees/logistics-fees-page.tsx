import type { LogisticsFee } from '@gas/shared';
import { Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLogisticsFees } from './api/get-logistics-fees.ts';
import {
  DeleteLogisticsFeeDialog,
  EditLogisticsFeeDialog,
  NewLogisticsFeeDialog,
  routeName,
} from './logistics-fee-form.tsx';

/** /admin/logistics-fees: the fee per litre delivered, per hub, destination state and currency. */
export function LogisticsFeesPage() {
  usePageTitle('Logistics fees');
  const fees = useLogisticsFees();
  const [isCreating, creating] = useDisclosure(false);
  const [isEditing, editing] = useDisclosure(false);
  const [isDeleting, deleting] = useDisclosure(false);
  // Kept after a dialog closes so its content stays while it animates out.
  const [chosen, setChosen] = useState<LogisticsFee | null>(null);
  const [notice, setNotice] = useState('');

  const choose = (fee: LogisticsFee, open: () => void) => {
    setNotice('');
    setChosen(fee);
    open();
  };

  const columns: DataTableColumn<LogisticsFee>[] = [
    {
      accessor: 'route',
      title: 'Route',
      card: 'title',
      render: (fee) => `${fee.hub.name} → ${fee.state}`,
    },
    { accessor: 'hub.name', title: 'Hub', card: 'hidden' },
    { accessor: 'state', title: 'Destination state', card: 'hidden' },
    { accessor: 'currency', title: 'Currency', cardOrder: 1 },
    {
      accessor: 'feePerUnitString',
      title: 'Fee per unit',
      textAlign: 'right',
      cardOrder: 0,
      render: (fee) => <span className="tabular">{fee.feePerUnitString}</span>,
    },
    dateColumn<LogisticsFee, 'updatedUtc'>('updatedUtc', 'Updated On'),
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      card: 'field',
      render: (fee) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit the fee from ${routeName(fee)}`}
            onClick={() => choose(fee, editing.open)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`Delete the fee from ${routeName(fee)}`}
            onClick={() => choose(fee, deleting.open)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeading
        title="Logistics fees"
        description="What buyers pay per litre delivered by the platform's trucks, by hub, destination state and currency. A route without a fee offers collection at the hub only."
        descriptionSize="md"
        action={<Button onClick={creating.open}>New fee</Button>}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      <DataTable label="Logistics fees" columns={columns} {...queryTableProps(fees)} minWidth={640} />
      <NewLogisticsFeeDialog opened={isCreating} onClose={creating.close} />
      <EditLogisticsFeeDialog fee={chosen} opened={isEditing} onClose={editing.close} />
      <DeleteLogisticsFeeDialog
        fee={chosen}
        opened={isDeleting}
        onClose={deleting.close}
        onDeleted={(fee) => setNotice(`The fee from ${routeName(fee)} was deleted`)}
      />
    </Stack>
  );
}
