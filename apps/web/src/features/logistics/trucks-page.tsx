import {
  capacityUnits,
  logisticsFieldLabels as labels,
  type Truck,
  truckRequestSchema,
  truckStatuses,
  truckTypes,
} from '@gas/shared';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddTruck } from './api/add-truck.ts';
import { useChangeTruck } from './api/change-truck.ts';
import { useTrucks } from './api/get-trucks.ts';
import { choices, useHubOptions } from './fleet-options.ts';

// /admin/trucks: the operators' fleet.

function TruckForm({ truck }: { truck?: Truck | undefined }) {
  const add = useAddTruck();
  const change = useChangeTruck(truck?.id ?? '');
  const hubOptions = useHubOptions();
  const form = useSchemaForm(truckRequestSchema, {
    registration: truck?.registration ?? '',
    type: truck?.type ?? '',
    capacity: truck ? String(truck.capacity) : '',
    capacityUnit: truck?.capacityUnit ?? '',
    hubId: truck?.hub.id ?? '',
    status: truck?.status ?? 'Available',
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => (truck ? change.mutateAsync(values) : add.mutateAsync(values))}
      submitLabel={truck ? 'Save truck' : 'Add truck'}
      successMessage={truck ? 'The truck was saved' : 'The truck was added to the fleet'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.inputProps('registration')}
          label={labels.registration}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          {...form.inputProps('type')}
          label={labels.type}
          data={choices(truckTypes, 'Select a type')}
          withAsterisk
        />
        <TextInput
          {...form.inputProps('capacity')}
          label={labels.capacity}
          inputMode="numeric"
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('capacityUnit')}
          label={labels.capacityUnit}
          data={choices(capacityUnits, 'Select a unit')}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('hubId')}
          label={`${labels.hubId} (depot)`}
          data={hubOptions}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('status')}
          label={labels.status}
          data={[...truckStatuses]}
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

/** /admin/trucks: the platform's CNG cascades and LNG ISO tanks, by depot. */
export function TrucksPage() {
  usePageTitle('Trucks');
  const trucks = useTrucks();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<Truck | undefined>(undefined);
  const open = (truck?: Truck) => {
    setChosen(truck);
    dialog.open();
  };
  const columns: DataTableColumn<Truck>[] = [
    { accessor: 'registration', title: 'Registration', card: 'title' },
    statusColumn<Truck>(),
    { accessor: 'type', title: 'Type' },
    {
      accessor: 'capacity',
      title: 'Capacity',
      textAlign: 'right',
      render: (truck) => (
        <span className="tabular">{`${truck.capacity.toLocaleString('en-US')} ${truck.capacityUnit}`}</span>
      ),
    },
    { accessor: 'hub.name', title: 'Depot' },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      card: 'field',
      render: (truck) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`Edit ${truck.registration}`}
          onClick={() => open(truck)}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title="Trucks"
        description="The platform's fleet: only an Available truck is given new deliveries, at its own depot."
        descriptionSize="md"
        action={<Button onClick={() => open()}>New truck</Button>}
      />
      <DataTable label="Trucks" columns={columns} {...queryTableProps(trucks)} minWidth={640} />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? `Edit ${chosen.registration}` : 'New truck'}
        size="lg"
      >
        <TruckForm truck={chosen} />
      </FormDialog>
    </Stack>
  );
}
