import { logisticsFieldLabels as labels, type Slot, slotRequestSchema, slotUpdateSchema } from '@gas/shared';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangeSlot } from './api/change-slot.ts';
import { useSlots } from './api/get-slots.ts';
import { useOpenSlot } from './api/open-slot.ts';
import { lagosToday } from './day-board-page.tsx';
import { useHubOptions } from './fleet-options.ts';

// /admin/slots: the hubs' loading slots, opened by the operators, with what is booked.

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
