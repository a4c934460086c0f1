import {
  capacityUnits,
  formatQuantity,
  type Truck,
  truckRequestSchema,
  truckStatuses,
  truckTypes,
} from '@gas/shared';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddTruck } from './api/add-truck.ts';
import { useChangeTruck } from './api/change-truck.ts';
import { useTrucks } from './api/get-trucks.ts';
import { capacityUnitText, choices, truckStatusText, truckTypeText, useHubOptions } from './fleet-options.ts';

// /admin/trucks: the operators' fleet.

function TruckForm({ truck }: { truck?: Truck | undefined }) {
  const { t } = useTranslation('logistics');
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
      submitLabel={truck ? t('trucks.save') : t('trucks.add')}
      successMessage={truck ? t('trucks.saved') : t('trucks.added')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.inputProps('registration')}
          label={t('fleet.fields.registration')}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          {...form.inputProps('type')}
          label={t('fleet.fields.type')}
          data={choices(truckTypes, t('trucks.selectType'), (type) => truckTypeText(t, type))}
          withAsterisk
        />
        <TextInput
          {...form.inputProps('capacity')}
          label={t('fleet.fields.capacity')}
          inputMode="numeric"
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('capacityUnit')}
          label={t('fleet.fields.capacityUnit')}
          data={choices(capacityUnits, t('trucks.selectUnit'), (unit) => capacityUnitText(t, unit))}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('hubId')}
          label={t('fleet.fields.hubDepot')}
          data={hubOptions}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('status')}
          label={t('fleet.fields.status')}
          data={truckStatuses.map((status) => ({ value: status, label: truckStatusText(t, status) }))}
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

/** /admin/trucks: the platform's CNG cascades and LNG ISO tanks, by depot. */
export function TrucksPage() {
  const { t } = useTranslation('logistics');
  usePageTitle(t('trucks.title'));
  const trucks = useTrucks();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<Truck | undefined>(undefined);
  const open = (truck?: Truck) => {
    setChosen(truck);
    dialog.open();
  };
  const columns: DataTableColumn<Truck>[] = [
    { accessor: 'registration', title: t('trucks.columns.registration'), card: 'title' },
    statusColumn<Truck>((row) => truckStatusText(t, row.status)),
    { accessor: 'type', title: t('trucks.columns.type'), render: (truck) => truckTypeText(t, truck.type) },
    {
      accessor: 'capacity',
      title: t('trucks.columns.capacity'),
      textAlign: 'right',
      render: (truck) => (
        <span className="tabular">
          {t(truck.capacityUnit === 'litres' ? 'trucks.capacityLitres' : 'trucks.capacityScm', {
            capacity: formatQuantity(truck.capacity),
          })}
        </span>
      ),
    },
    { accessor: 'hub.name', title: t('trucks.columns.depot') },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('fleet.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (truck) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('fleet.editOf', { name: truck.registration })}
          onClick={() => open(truck)}
        >
          {t('fleet.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('trucks.title')}
        description={t('trucks.description')}
        descriptionSize="md"
        action={<Button onClick={() => open()}>{t('trucks.newTruck')}</Button>}
      />
      <DataTable label={t('trucks.title')} columns={columns} {...queryTableProps(trucks)} minWidth={640} />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? t('fleet.editOf', { name: chosen.registration }) : t('trucks.newTruck')}
        size="lg"
      >
        <TruckForm truck={chosen} />
      </FormDialog>
    </Stack>
  );
}
