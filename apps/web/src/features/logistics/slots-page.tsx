import { type Slot, slotRequestSchema, slotUpdateSchema } from '@gas/shared';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useFormatLocale } from '../../i18n/use-format-locale.ts';
import { formatSlotTime } from '../../lib/slot-day.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangeSlot } from './api/change-slot.ts';
import { useSlots } from './api/get-slots.ts';
import { useOpenSlot } from './api/open-slot.ts';
import { lagosToday } from './day-board-page.tsx';
import { useHubOptions } from './fleet-options.ts';

// /admin/slots: the hubs' loading slots, opened by the operators, with what is booked.

function NewSlotForm() {
  const { t } = useTranslation('logistics');
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
      submitLabel={t('slots.open')}
      successMessage={t('slots.opened')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...form.inputProps('hubId')}
          label={t('fleet.fields.hub')}
          data={hubOptions}
          withAsterisk
          data-autofocus
        />
        <TextInput {...form.inputProps('day')} type="date" label={t('fleet.fields.day')} withAsterisk />
        <TextInput
          {...form.inputProps('startTime')}
          type="time"
          label={t('fleet.fields.start')}
          withAsterisk
        />
        <TextInput {...form.inputProps('endTime')} type="time" label={t('fleet.fields.end')} withAsterisk />
        <TextInput
          {...form.inputProps('capacity')}
          label={t('fleet.fields.loadings')}
          inputMode="numeric"
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

function SlotCapacityForm({ slot }: { slot: Slot }) {
  const { t } = useTranslation('logistics');
  const change = useChangeSlot(slot.id);
  const form = useSchemaForm(slotUpdateSchema, { capacity: String(slot.capacity) });
  return (
    <DialogForm
      form={form}
      submit={(values) => change.mutateAsync(values)}
      submitLabel={t('slots.save')}
      successMessage={t('slots.saved')}
    >
      <TextInput
        {...form.inputProps('capacity')}
        label={t('fleet.fields.loadings')}
        description={t('slots.bookedHint', { booked: slot.booked })}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

/** /admin/slots: each hub's loading slots of the coming week, with what is booked. */
export function SlotsPage() {
  const { t } = useTranslation('logistics');
  usePageTitle(t('slots.title'));
  const [hubId, setHubId] = useState('');
  const [from, setFrom] = useState(lagosToday());
  const slots = useSlots({ hubId: hubId || undefined, from, days: 7 });
  const hubOptions = useHubOptions();
  const [isOpen, dialog] = useDisclosure(false);
  const [isEditing, editing] = useDisclosure(false);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const locale = useFormatLocale();
  const slotName = (slot: Slot) => `${slot.hub.name} ${formatSlotTime(slot, locale)}`;
  const columns: DataTableColumn<Slot>[] = [
    {
      accessor: 'when',
      title: t('slots.columns.slot'),
      card: 'title',
      render: (slot) => formatSlotTime(slot, locale),
    },
    { accessor: 'hub.name', title: t('slots.columns.hub') },
    {
      accessor: 'booked',
      title: t('slots.columns.booked'),
      textAlign: 'right',
      render: (slot) => (
        <span className="tabular">{t('slots.booked', { booked: slot.booked, capacity: slot.capacity })}</span>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('fleet.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (slot) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('slots.capacityOf', { slot: slotName(slot) })}
          onClick={() => {
            setChosen(slot);
            editing.open();
          }}
        >
          {t('slots.capacity')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('slots.title')}
        description={t('slots.description')}
        descriptionSize="md"
        action={<Button onClick={dialog.open}>{t('slots.newSlot')}</Button>}
      />
      <Group align="flex-end">
        <NativeSelect
          id="slots-hub"
          label={t('slots.hub')}
          value={hubId}
          onChange={(event) => setHubId(event.currentTarget.value)}
          data={[{ value: '', label: t('slots.allHubs') }, ...hubOptions.slice(1)]}
        />
        <TextInput
          id="slots-from"
          type="date"
          label={t('slots.from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
      </Group>
      <DataTable label={t('slots.title')} columns={columns} {...queryTableProps(slots)} minWidth={480} />
      <FormDialog opened={isOpen} onClose={dialog.close} title={t('slots.newSlot')} size="lg">
        <NewSlotForm />
      </FormDialog>
      <FormDialog
        opened={isEditing}
        onClose={editing.close}
        title={chosen ? slotName(chosen) : t('slots.slot')}
      >
        {chosen && <SlotCapacityForm slot={chosen} />}
      </FormDialog>
    </Stack>
  );
}
