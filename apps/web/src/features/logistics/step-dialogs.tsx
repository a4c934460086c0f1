import {
  cancelBeforeLoadingRequestSchema,
  contractLabel,
  type Delivery,
  formatQuantity,
  logisticsFieldLabels as labels,
  ticketAccept,
} from '@gas/shared';
import { Input, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogForm, type DialogFormState, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelSale } from './api/cancel-sale.ts';
import { useDrivers } from './api/get-drivers.ts';
import { useSlots } from './api/get-slots.ts';
import { useTrucks } from './api/get-trucks.ts';
import { useRecordDelivery } from './api/record-delivery.ts';
import { type LoadingValues, useRecordLoading } from './api/record-loading.ts';
import { useScheduleDelivery } from './api/schedule-delivery.ts';
import { deliveryFormSchema, loadingFormSchema, scheduleFormSchema } from './schemas.ts';

// The day board's dialogs: schedule (slot, truck, driver), record loading (meter ticket), record
// delivery (the buyer's code), cancel the sale before loading (a reason).

const litres = (quantity: number | null) => (quantity === null ? '—' : `${formatQuantity(quantity)} litres`);

function ScheduleForm({ delivery, day }: { delivery: Delivery; day: string }) {
  const schedule = useScheduleDelivery(delivery.saleId);
  const isDelivery = delivery.method === 'delivery';
  const form = useSchemaForm(scheduleFormSchema, {
    slotId: delivery.booking?.slot.id ?? '',
    truckId: delivery.booking?.truck?.id ?? '',
    driverId: delivery.booking?.driver?.id ?? '',
  });
  // A forward sale (issue 19) loads within its delivery month: its slots from the month's first day.
  const month = delivery.deliveryMonth ?? null;
  const from = month && `${month}-01` > day ? `${month}-01` : day;
  const slots = useSlots({ hubId: delivery.hub.id, from, days: 7 });
  const isOutsideMonth = (slotDay: string) => month !== null && !slotDay.startsWith(`${month}-`);
  const trucks = useTrucks();
  const drivers = useDrivers();
  const slotOptions = [
    { value: '', label: slots.isPending ? 'Loading slots...' : 'Select a slot' },
    ...(slots.data ?? []).map((slot) => ({
      value: slot.id,
      label: `${slot.day} ${slot.startTime}-${slot.endTime} (${slot.booked} of ${slot.capacity} booked)`,
      disabled:
        (slot.booked >= slot.capacity && slot.id !== delivery.booking?.slot.id) || isOutsideMonth(slot.day),
    })),
  ];
  const truckOptions = [
    { value: '', label: 'Select a truck' },
    ...(trucks.data ?? [])
      .filter((truck) => truck.hub.id === delivery.hub.id && truck.status === 'Available')
      .map((truck) => ({
        value: truck.id,
        label: `${truck.registration} (${truck.type}, ${truck.capacity} ${truck.capacityUnit})`,
      })),
  ];
  const driverOptions = [
    { value: '', label: 'Select a driver' },
    ...(drivers.data ?? [])
      .filter((driver) => driver.status === 'Active')
      .map((driver) => ({ value: driver.id, label: `${driver.name} (${driver.phone})` })),
  ];
  return (
    <DialogForm
      form={form}
      submit={(values) => schedule.mutateAsync(values)}
      submitLabel="Schedule"
      successMessage={isDelivery ? 'The delivery was scheduled' : 'The collection’s slot was booked'}
    >
      <Text size="sm">
        {delivery.reference}: {litres(delivery.quantities.ordered)} of {delivery.product} at{' '}
        {delivery.hub.name}
        {isDelivery
          ? ` to ${delivery.site?.name}, ${delivery.site?.state}`
          : ', collected by the buyer’s own truck'}
        .
      </Text>
      {month && (
        <Text size="sm" fw={600}>
          Bought for delivery in {contractLabel(month)}: choose a slot in that month.
        </Text>
      )}
      <NativeSelect
        {...form.inputProps('slotId')}
        label={labels.slotId}
        data={slotOptions}
        withAsterisk
        data-autofocus
      />
      {isDelivery && (
        <>
          <NativeSelect
            {...form.inputProps('truckId')}
            label={labels.truckId}
            data={truckOptions}
            withAsterisk
          />
          <NativeSelect
            {...form.inputProps('driverId')}
            label={labels.driverId}
            data={driverOptions}
            withAsterisk
          />
        </>
      )}
    </DialogForm>
  );
}

function LoadingForm({ delivery }: { delivery: Delivery }) {
  const record = useRecordLoading(delivery.saleId);
  const form = useSchemaForm(loadingFormSchema, { quantityLoaded: '', code: '' });
  const [ticket, setTicket] = useState<File | null>(null);
  const isCollection = delivery.method === 'collection';
  const state: DialogFormState<LoadingValues> = {
    validate: () => {
      const values = form.validate();
      return values === null ? null : { ...values, ticket: ticket ?? undefined };
    },
    applyServerErrors: (errors) => form.applyServerErrors(errors),
  };
  return (
    <DialogForm
      form={state}
      submit={(values) => record.mutateAsync(values)}
      submitLabel="Record loading"
      successMessage="The loading was recorded"
    >
      <Text size="sm">
        {delivery.reference}: {litres(delivery.quantities.ordered)} ordered. Type the quantity on the
        hub&apos;s meter ticket{isCollection ? ' and the code the buyer gives at the gate' : ''}.
      </Text>
      <TextInput
        {...form.inputProps('quantityLoaded')}
        label={`${labels.quantityLoaded} (litres)`}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
      {isCollection && (
        <TextInput {...form.inputProps('code')} label={labels.code} inputMode="numeric" withAsterisk />
      )}
      <Input.Wrapper id="ticket" label={`${labels.ticket} (photo, optional)`} description="PNG, JPEG or WebP">
        <input
          id="ticket"
          name="ticket"
          type="file"
          accept={ticketAccept}
          onChange={(event) => setTicket(event.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
    </DialogForm>
  );
}

function DeliveryForm({ delivery }: { delivery: Delivery }) {
  const record = useRecordDelivery(delivery.saleId);
  const form = useSchemaForm(deliveryFormSchema, {
    code: '',
    quantityDelivered: String(delivery.quantities.loaded ?? ''),
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => record.mutateAsync(values)}
      submitLabel="Record delivery"
      successMessage="The delivery was recorded. The buyer can now accept it."
    >
      <Text size="sm">
        {delivery.reference}: {litres(delivery.quantities.loaded)} loaded for {delivery.site?.name}.
      </Text>
      <TextInput
        {...form.inputProps('code')}
        label={labels.code}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('quantityDelivered')}
        label={`${labels.quantityDelivered} (litres)`}
        inputMode="numeric"
        withAsterisk
      />
    </DialogForm>
  );
}

/** The operators' cancel before loading: says what is released and freed, asks why. */
function CancelSaleForm({ delivery }: { delivery: Delivery }) {
  const cancel = useCancelSale();
  const form = useSchemaForm(cancelBeforeLoadingRequestSchema, { reason: '' });
  return (
    <DialogForm
      form={form}
      submit={(values) => cancel.mutateAsync({ saleId: delivery.saleId, ...values })}
      submitLabel="Cancel the sale"
      successMessage={`${delivery.reference} was cancelled and everything held released to ${delivery.buyer}.`}
      color="red"
    >
      <Text size="sm">
        {delivery.reference}: {litres(delivery.quantities.ordered)} of {delivery.product} at{' '}
        {delivery.hub.name} for {delivery.buyer}, not loaded yet. Everything held for it (the amount and any
        logistics fee) goes back to the buyer&apos;s wallet and the litres to the supplier&apos;s stock
        {delivery.booking ? '; its slot and truck are freed' : ''}. Both parties are emailed the reason. This
        cannot be undone.
      </Text>
      <Textarea {...form.inputProps('reason')} label="Reason" minRows={3} withAsterisk data-autofocus />
    </DialogForm>
  );
}

export type BoardStep = 'schedule' | 'load' | 'deliver' | 'cancel';

const titles: Record<BoardStep, string> = {
  schedule: 'Schedule',
  load: 'Record loading',
  deliver: 'Record delivery',
  cancel: 'Cancel',
};

type StepDialogProps = {
  step: BoardStep | null;
  delivery: Delivery | null;
  day: string;
  opened: boolean;
  onClose: () => void;
};

/** The dialog of a board step for one delivery. */
export function StepDialog({ step, delivery, day, opened, onClose }: StepDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={step && delivery ? `${titles[step]} ${delivery.reference}` : ''}
    >
      {step === 'schedule' && delivery && <ScheduleForm delivery={delivery} day={day} />}
      {step === 'load' && delivery && <LoadingForm delivery={delivery} />}
      {step === 'deliver' && delivery && <DeliveryForm delivery={delivery} />}
      {step === 'cancel' && delivery && <CancelSaleForm delivery={delivery} />}
    </FormDialog>
  );
}
