import { type Driver, driverRequestSchema, driverStatuses, driverUpdateSchema } from '@gas/shared';
import { Button, NativeSelect, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddDriver } from './api/add-driver.ts';
import { useChangeDriver } from './api/change-driver.ts';
import { useDrivers } from './api/get-drivers.ts';
import { driverStatusText } from './fleet-options.ts';

// /admin/drivers: the operators' drivers; one with an email address gets a login.

function NewDriverForm() {
  const { t } = useTranslation('logistics');
  const add = useAddDriver();
  const form = useSchemaForm(driverRequestSchema, { name: '', phone: '', email: '' });
  return (
    <DialogForm
      form={form}
      submit={(values) => add.mutateAsync(values)}
      submitLabel={t('drivers.add')}
      successMessage={t('drivers.added')}
    >
      <TextInput {...form.inputProps('name')} label={t('fleet.fields.name')} withAsterisk data-autofocus />
      <TextInput {...form.inputProps('phone')} label={t('fleet.fields.phone')} inputMode="tel" withAsterisk />
      <TextInput
        {...form.inputProps('email')}
        label={t('fleet.fields.emailLogin')}
        description={t('drivers.loginHint')}
        type="email"
      />
    </DialogForm>
  );
}

function EditDriverForm({ driver }: { driver: Driver }) {
  const { t } = useTranslation('logistics');
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
      submitLabel={t('drivers.save')}
      successMessage={t('drivers.saved')}
    >
      <TextInput {...form.inputProps('name')} label={t('fleet.fields.name')} withAsterisk data-autofocus />
      <TextInput {...form.inputProps('phone')} label={t('fleet.fields.phone')} inputMode="tel" withAsterisk />
      <NativeSelect
        {...form.inputProps('status')}
        label={t('fleet.fields.status')}
        data={driverStatuses.map((status) => ({ value: status, label: driverStatusText(t, status) }))}
        withAsterisk
      />
    </DialogForm>
  );
}

/** /admin/drivers: the platform's drivers and their logins. */
export function DriversPage() {
  const { t } = useTranslation('logistics');
  usePageTitle(t('drivers.title'));
  const drivers = useDrivers();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<Driver | undefined>(undefined);
  const open = (driver?: Driver) => {
    setChosen(driver);
    dialog.open();
  };
  const columns: DataTableColumn<Driver>[] = [
    { accessor: 'name', title: t('drivers.columns.name'), card: 'title' },
    statusColumn<Driver>(),
    { accessor: 'phone', title: t('drivers.columns.phone') },
    {
      accessor: 'email',
      title: t('drivers.columns.login'),
      render: (driver) => driver.email ?? t('drivers.noLogin'),
    },
    dateColumn<Driver, 'createdUtc'>('createdUtc', t('drivers.columns.addedOn')),
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('fleet.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (driver) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('fleet.editOf', { name: driver.name })}
          onClick={() => open(driver)}
        >
          {t('fleet.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('drivers.title')}
        description={t('drivers.description')}
        descriptionSize="md"
        action={<Button onClick={() => open()}>{t('drivers.newDriver')}</Button>}
      />
      <DataTable label={t('drivers.title')} columns={columns} {...queryTableProps(drivers)} minWidth={640} />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? t('fleet.editOf', { name: chosen.name }) : t('drivers.newDriver')}
      >
        {chosen ? <EditDriverForm driver={chosen} /> : <NewDriverForm />}
      </FormDialog>
    </Stack>
  );
}
