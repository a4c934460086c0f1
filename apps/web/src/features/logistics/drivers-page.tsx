import {
  type Driver,
  driverRequestSchema,
  driverStatuses,
  driverUpdateSchema,
  logisticsFieldLabels as labels,
} from '@gas/shared';
import { Button, NativeSelect, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { dateColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddDriver } from './api/add-driver.ts';
import { useChangeDriver } from './api/change-driver.ts';
import { useDrivers } from './api/get-drivers.ts';

// /admin/drivers: the operators' drivers; one with an email address gets a login.

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
