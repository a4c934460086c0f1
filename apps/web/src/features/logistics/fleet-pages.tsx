import {
  capacityUnits,
  type Driver,
  driverRequestSchema,
  driverStatuses,
  driverUpdateSchema,
  logisticsFieldLabels as labels,
  type Slot,
  slotRequestSchema,
  slotUpdateSchema,
  type Truck,
  truckRequestSchema,
  truckStatuses,
  truckTypes,
} from '@gas/shared';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { dateColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddDriver } from './api/add-driver.ts';
import { useAddTruck } from './api/add-truck.ts';
import { useChangeDriver } from './api/change-driver.ts';
import { useChangeSlot } from './api/change-slot.ts';
import { useChangeTruck } from './api/change-truck.ts';
import { useDrivers } from './api/get-drivers.ts';
import { useHubs } from './api/get-hubs.ts';
import { useSlots } from './api/get-slots.ts';
import { useTrucks } from './api/get-trucks.ts';
import { useOpenSlot } from './api/open-slot.ts';
import { lagosToday } from './day-board-page.tsx';

// The operators' fleet (/admin/trucks), drivers (/admin/drivers) and loading slots (/admin/slots).

const choices = (values: readonly string[], placeholder: string) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

function useHubOptions() {
  const hubs = useHubs();
  return [
    { value: '', label: hubs.isPending ? 'Loading hubs...' : 'Select a hub' },
    ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
  ];
}

// ---- Trucks

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

// ---- Drivers

function NewDriverForm() {
  const add = useAddDriver();
  const form = useSchemaForm(driverRequestSchema, { name: '', phone: '', email: '' });
  return (
    <DialogForm
      form={form}
      submit={(values) => add.mutateAsync(values)}
      submitLabel="Add driver"
      successMessage="The driver was added. With an email address, the driver was sent a link to choose a password."
    >
      <TextInput {...form.inputProps('name')} label={labels.name} withAsterisk data-autofocus />
      <TextInput {...form.inputProps('phone')} label={labels.phone} inputMode="tel" withAsterisk />
      <TextInput
        {...form.inputProps('email')}
        label={`${labels.email} (for a driver login)`}
        description="The driver gets a link to choose a password, then sees its deliveries at /driver"
        type="email"
      />
    </DialogForm>
  );
}

function EditDriverForm({ driver }: { driver: Driver }) {
  const change = useChangeDriver(driver.id);
  const form = useSchemaForm(driverUpdateSchema, {
    name: driver.name,
    phone: driver.phone,
    status: driver.status,
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => change.mutateAsync(values)}
      submitLabel="Save driver"
      successMessage="The driver was saved"
    >
      <TextInput {...form.inputProps('name')} label={labels.name} withAsterisk data-autofocus />
      <TextInput {...form.inputProps('phone')} label={labels.phone} inputMode="tel" withAsterisk />
      <NativeSelect
        {...form.inputProps('status')}
        label={labels.status}
        data={[...driverStatuses]}
        withAsterisk
      />
    </DialogForm>
  );
}

/** /admin/drivers: the platform's drivers and their logins. */
export function DriversPage() {
  usePageTitle('Drivers');
  const drivers = useDrivers();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<Driver | undefined>(undefined);
  const open = (driver?: Driver) => {
    setChosen(driver);
    dialog.open();
  };
  const columns: DataTableColumn<Driver>[] = [
    { accessor: 'name', title: 'Name', card: 'title' },
    statusColumn<Driver>(),
    { accessor: 'phone', title: 'Phone' },
    { accessor: 'email', title: 'Login', render: (driver) => driver.email ?? 'No login' },
    dateColumn<Driver, 'createdUtc'>('createdUtc', 'Added On'),
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      card: 'field',
      render: (driver) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`Edit ${driver.name}`}
          onClick={() => open(driver)}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title="Drivers"
        description="The drivers of the platform's trucks. A driver with a login sees only the deliveries assigned to it."
        descriptionSize="md"
        action={<Button onClick={() => open()}>New driver</Button>}
      />
      <DataTable label="Drivers" columns={columns} {...queryTableProps(drivers)} minWidth={640} />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? `Edit ${chosen.name}` : 'New driver'}
      >
        {chosen ? <EditDriverForm driver={chosen} /> : <NewDriverForm />}
      </FormDialog>
    </Stack>
  );
}

// ---- Slots

function NewSlotForm() {
  const open = useOpenSlot();
  const hubOptions = useHubOptions();
  const form = useSchemaForm(slotRequestSchema, {
    hubId: '',
    day: lagosToday(),
    startTime: '08:00',
    endTime: '10:00',
    capacity: '4',
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => open.mutateAsync(values)}
      submitLabel="Open slot"
      successMessage="The slot was opened"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...form.inputProps('hubId')}
          label={labels.hubId}
          data={hubOptions}
          withAsterisk
          data-autofocus
        />
        <TextInput {...form.inputProps('day')} type="date" label={labels.day} withAsterisk />
        <TextInput {...form.inputProps('startTime')} type="time" label={labels.startTime} withAsterisk />
        <TextInput {...form.inputProps('endTime')} type="time" label={labels.endTime} withAsterisk />
        <TextInput
          {...form.inputProps('capacity')}
          label={labels.slotCapacity}
          inputMode="numeric"
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

function SlotCapacityForm({ slot }: { slot: Slot }) {
  const change = useChangeSlot(slot.id);
  const form = useSchemaForm(slotUpdateSchema, { capacity: String(slot.capacity) });
  return (
    <DialogForm
      form={form}
      submit={(values) => change.mutateAsync(values)}
      submitLabel="Save capacity"
      successMessage="The slot's capacity was saved"
    >
      <TextInput
        {...form.inputProps('capacity')}
        label={labels.slotCapacity}
        description={`${slot.booked} booked: the capacity cannot go below that`}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

/** /admin/slots: each hub's loading slots of the coming week, with what is booked. */
export function SlotsPage() {
  usePageTitle('Loading slots');
  const [hubId, setHubId] = useState('');
  const [from, setFrom] = useState(lagosToday());
  const slots = useSlots({ hubId: hubId || undefined, from, days: 7 });
  const hubOptions = useHubOptions();
  const [isOpen, dialog] = useDisclosure(false);
  const [isEditing, editing] = useDisclosure(false);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const slotName = (slot: Slot) => `${slot.hub.name} ${slot.day} ${slot.startTime}-${slot.endTime}`;
  const columns: DataTableColumn<Slot>[] = [
    {
      accessor: 'when',
      title: 'Slot',
      card: 'title',
      render: (slot) => `${slot.day} ${slot.startTime}-${slot.endTime}`,
    },
    { accessor: 'hub.name', title: 'Hub' },
    {
      accessor: 'booked',
      title: 'Booked',
      textAlign: 'right',
      render: (slot) => <span className="tabular">{`${slot.booked} of ${slot.capacity}`}</span>,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      card: 'field',
      render: (slot) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`Change the capacity of ${slotName(slot)}`}
          onClick={() => {
            setChosen(slot);
            editing.open();
          }}
        >
          Capacity
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title="Loading slots"
        description="Each hub's loading bay by day: a slot takes as many loadings as its capacity, never more."
        descriptionSize="md"
        action={<Button onClick={dialog.open}>New slot</Button>}
      />
      <Group align="flex-end">
        <NativeSelect
          id="slots-hub"
          label="Hub"
          value={hubId}
          onChange={(event) => setHubId(event.currentTarget.value)}
          data={[{ value: '', label: 'All hubs' }, ...hubOptions.slice(1)]}
        />
        <TextInput
          id="slots-from"
          type="date"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
      </Group>
      <DataTable label="Loading slots" columns={columns} {...queryTableProps(slots)} minWidth={480} />
      <FormDialog opened={isOpen} onClose={dialog.close} title="New slot" size="lg">
        <NewSlotForm />
      </FormDialog>
      <FormDialog opened={isEditing} onClose={editing.close} title={chosen ? slotName(chosen) : 'Slot'}>
        {chosen && <SlotCapacityForm slot={chosen} />}
      </FormDialog>
    </Stack>
  );
}
