import {
  cancelBeforeLoadingRequestSchema,
  contractLabel,
  type Delivery,
  formatQuantity,
  ticketAccept,
} from '@gas/shared';
import { Input, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, type DialogFormState, FormDialog } from '../../components/form-dialog.tsx';
import { useFormatLocale } from '../../i18n/use-format-locale.ts';
import { formatSlotDay } from '../../lib/slot-day.ts';
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

const litres = (t: TFunction<'logistics'>, quantity: number | null) =>
  quantity === null ? '—' : t('dialogs.litres', { quantity: formatQuantity(quantity) });

function ScheduleForm({ delivery, day }: { delivery: Delivery; day: string }) {
  const { t } = useTranslation('logistics');
  const locale = useFormatLocale();
  const schedule = useScheduleDelivery(delivery.saleId);
  const isDelivery = delivery.method === 'delivery';
  const form = useSchemaForm(scheduleFormSchema(t('dialogs.schedule.chooseSlot')), {
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
    {
      value: '',
      label: slots.isPending ? t('dialogs.schedule.loadingSlots') : t('dialogs.schedule.selectSlot'),
    },
    ...(slots.data ?? []).map((slot) => ({
      value: slot.id,
      label: t('dialogs.schedule.slotOption', {
        day: formatSlotDay(slot.day, locale),
        start: slot.startTime,
        end: slot.endTime,
        booked: slot.booked,
        capacity: slot.capacity,
      }),
      disabled:
        (slot.booked >= slot.capacity && slot.id !== delivery.booking?.slot.id) || isOutsideMonth(slot.day),
    })),
  ];
  const truckOptions = [
    { value: '', label: t('dialogs.schedule.selectTruck') },
    ...(trucks.data ?? [])
      .filter((truck) => truck.hub.id === delivery.hub.id && truck.status === 'Available')
      .map((truck) => ({
        value: truck.id,
        label: `${truck.registration} (${truck.type}, ${truck.capacity} ${truck.capacityUnit})`,
      })),
  ];
  const driverOptions = [
    { value: '', label: t('dialogs.schedule.selectDriver') },
    ...(drivers.data ?? [])
      .filter((driver) => driver.status === 'Active')
      .map((driver) => ({ value: driver.id, label: `${driver.name} (${driver.phone})` })),
  ];
  return (
    <DialogForm
      form={form}
      submit={(values) => schedule.mutateAsync(values)}
      submitLabel={t('steps.schedule')}
      successMessage={
        isDelivery ? t('dialogs.schedule.successDelivery') : t('dialogs.schedule.successCollection')
      }
    >
      <Text size="sm">
        {t(isDelivery ? 'dialogs.schedule.summaryDelivery' : 'dialogs.schedule.summaryCollection', {
          reference: delivery.reference,
          quantity: litres(t, delivery.quantities.ordered),
          product: delivery.product,
          hub: delivery.hub.name,
          site: delivery.site?.name ?? '',
          state: delivery.site?.state ?? '',
        })}
      </Text>
      {month && (
        <Text size="sm" fw={600}>
          {t('dialogs.schedule.forwardMonth', { month: contractLabel(month) })}
        </Text>
      )}
      <NativeSelect
        {...form.inputProps('slotId')}
        label={t('dialogs.fields.slot')}
        data={slotOptions}
        withAsterisk
        data-autofocus
      />
      {isDelivery && (
        <>
          <NativeSelect
            {...form.inputProps('truckId')}
            label={t('dialogs.fields.truck')}
            data={truckOptions}
            withAsterisk
          />
          <NativeSelect
            {...form.inputProps('driverId')}
            label={t('dialogs.fields.driver')}
            data={driverOptions}
            withAsterisk
          />
        </>
      )}
    </DialogForm>
  );
}

function LoadingForm({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('logistics');
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
      submitLabel={t('steps.recordLoading')}
      successMessage={t('dialogs.loading.success')}
    >
      <Text size="sm">
        {t(isCollection ? 'dialogs.loading.summaryCollection' : 'dialogs.loading.summary', {
          reference: delivery.reference,
          quantity: litres(t, delivery.quantities.ordered),
        })}
      </Text>
      <TextInput
        {...form.inputProps('quantityLoaded')}
        label={t('dialogs.fields.quantityLoaded')}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
      {isCollection && (
        <TextInput
          {...form.inputProps('code')}
          label={t('dialogs.fields.code')}
          inputMode="numeric"
          withAsterisk
        />
      )}
      <Input.Wrapper
        id="ticket"
        label={t('dialogs.fields.ticket')}
        description={t('dialogs.fields.ticketHint')}
      >
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
  const { t } = useTranslation('logistics');
  const record = useRecordDelivery(delivery.saleId);
  const form = useSchemaForm(deliveryFormSchema, {
    code: '',
    quantityDelivered: String(delivery.quantities.loaded ?? ''),
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => record.mutateAsync(values)}
      submitLabel={t('steps.recordDelivery')}
      successMessage={t('dialogs.delivery.success')}
    >
      <Text size="sm">
        {t('dialogs.delivery.summary', {
          reference: delivery.reference,
          quantity: litres(t, delivery.quantities.loaded),
          site: delivery.site?.name ?? '',
        })}
      </Text>
      <TextInput
        {...form.inputProps('code')}
        label={t('dialogs.fields.code')}
        inputMode="numeric"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('quantityDelivered')}
        label={t('dialogs.fields.quantityDelivered')}
        inputMode="numeric"
        withAsterisk
      />
    </DialogForm>
  );
}

/** The operators' cancel before loading: says what is released and freed, asks why. */
function CancelSaleForm({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('logistics');
  const cancel = useCancelSale();
  const form = useSchemaForm(cancelBeforeLoadingRequestSchema, { reason: '' });
  return (
    <DialogForm
      form={form}
      submit={(values) => cancel.mutateAsync({ saleId: delivery.saleId, ...values })}
      submitLabel={t('dialogs.cancel.submit')}
      successMessage={t('dialogs.cancel.success', { reference: delivery.reference, buyer: delivery.buyer })}
      color="red"
    >
      <Text size="sm">
        {t(delivery.booking ? 'dialogs.cancel.explanationBooked' : 'dialogs.cancel.explanation', {
          reference: delivery.reference,
          quantity: litres(t, delivery.quantities.ordered),
          product: delivery.product,
          hub: delivery.hub.name,
          buyer: delivery.buyer,
        })}
      </Text>
      <Textarea
        {...form.inputProps('reason')}
        label={t('dialogs.fields.reason')}
        minRows={3}
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

export type BoardStep = 'schedule' | 'load' | 'deliver' | 'cancel';

const titleKeys = {
  schedule: 'steps.scheduleOf',
  load: 'steps.recordLoadingOf',
  deliver: 'steps.recordDeliveryOf',
  cancel: 'steps.cancelOf',
} as const satisfies Record<BoardStep, string>;

type StepDialogProps = {
  step: BoardStep | null;
  delivery: Delivery | null;
  day: string;
  opened: boolean;
  onClose: () => void;
};

/** The dialog of a board step for one delivery. */
export function StepDialog({ step, delivery, day, opened, onClose }: StepDialogProps) {
  const { t } = useTranslation('logistics');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={step && delivery ? t(titleKeys[step], { reference: delivery.reference }) : ''}
    >
      {step === 'schedule' && delivery && <ScheduleForm delivery={delivery} day={day} />}
      {step === 'load' && delivery && <LoadingForm delivery={delivery} />}
      {step === 'deliver' && delivery && <DeliveryForm delivery={delivery} />}
      {step === 'cancel' && delivery && <CancelSaleForm delivery={delivery} />}
    </FormDialog>
  );
}
