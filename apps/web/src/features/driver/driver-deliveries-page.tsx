import { type Delivery, type FormatLocale, formatQuantity } from '@gas/shared';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useFormatLocale } from '../../i18n/use-format-locale.ts';
import { formatSlotTime } from '../../lib/slot-day.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useMyDeliveries } from './api/get-my-deliveries.ts';
import { useRecordDelivery } from './api/record-delivery.ts';
import { useRecordDeparture } from './api/record-departure.ts';
import { deliveryFormSchema } from './schemas.ts';

// The driver's area (/driver): a phone-first list of the deliveries assigned to the driver, with
// where to go, whom to call and how much, and the proof of delivery: the buyer's code and the
// quantity delivered.

const litres = (t: TFunction<'driver'>, quantity: number | null) =>
  quantity === null ? '—' : t('litres', { quantity: formatQuantity(quantity) });

function RecordDeliveryForm({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('driver');
  const record = useRecordDelivery(delivery.saleId);
  const form = useSchemaForm(deliveryFormSchema, {
    code: '',
    quantityDelivered: String(delivery.quantities.loaded ?? ''),
  });
  return (
    <DialogForm
      form={form}
      submit={(values) => record.mutateAsync(values)}
      submitLabel={t('record.submit')}
      successMessage={t('record.success')}
    >
      <Text size="sm">{t('record.instructions')}</Text>
      <TextInput
        {...form.inputProps('code')}
        label={t('record.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('quantityDelivered')}
        label={t('record.quantityDelivered')}
        description={t('record.loaded', { quantity: litres(t, delivery.quantities.loaded) })}
        inputMode="numeric"
        withAsterisk
      />
    </DialogForm>
  );
}

/** "SL-261124-4F7Q · from Kano · 2026-11-24 08:00-10:00 · KAN-482-XA": the reference, hub, slot and truck. */
function tripLine(delivery: Delivery, from: string, locale: FormatLocale) {
  const slot = delivery.booking?.slot;
  const truck = delivery.booking?.truck;
  return [
    delivery.reference,
    from,
    slot ? formatSlotTime(slot, locale) : null,
    truck ? truck.registration : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function DeliveryCard({
  delivery,
  onLeave,
  onRecord,
}: {
  delivery: Delivery;
  onLeave: (delivery: Delivery) => void;
  onRecord: (delivery: Delivery) => void;
}) {
  const { t } = useTranslation('driver');
  const locale = useFormatLocale();
  const site = delivery.site;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('card.label', { reference: delivery.reference })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{site?.name ?? delivery.buyer}</Text>
          <StatusBadge status={delivery.status} />
        </Group>
        {site && (
          <Text size="sm">
            {site.address}, {site.lga}, {site.state}
          </Text>
        )}
        {site && (
          <Text size="sm">
            {site.contactName}:{' '}
            <Anchor href={`tel:${site.contactPhone.replace(/[\s-]/g, '')}`}>{site.contactPhone}</Anchor>
          </Text>
        )}
        <Text size="sm" className="tabular">
          {delivery.quantities.loaded === null
            ? t('card.ordered', {
                product: delivery.product,
                quantity: formatQuantity(delivery.quantities.ordered),
              })
            : t('card.loaded', {
                product: delivery.product,
                quantity: formatQuantity(delivery.quantities.loaded),
              })}
        </Text>
        <Text size="sm" c="var(--app-muted)">
          {tripLine(delivery, t('card.from', { hub: delivery.hub.name }), locale)}
        </Text>
        {delivery.codeLocked && (
          <Alert color="red" title={t('card.lockedTitle')} role="alert">
            {t('card.locked')}
          </Alert>
        )}
        {delivery.status === 'Loaded' && (
          <Button
            variant="light"
            onClick={() => onLeave(delivery)}
            aria-label={t('card.leaveHubOf', { reference: delivery.reference })}
          >
            {t('card.leaveHub')}
          </Button>
        )}
        {delivery.status === 'In transit' && (
          <Button
            disabled={delivery.codeLocked}
            onClick={() => onRecord(delivery)}
            aria-label={t('card.recordDeliveryOf', { reference: delivery.reference })}
          >
            {t('card.recordDelivery')}
          </Button>
        )}
        {delivery.status === 'Delivered' && (
          <Text size="sm" c="green.8">
            {t('card.delivered', { quantity: litres(t, delivery.quantities.delivered) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /driver: the deliveries assigned to the signed-in driver. */
export function DriverDeliveriesPage() {
  const { t } = useTranslation('driver');
  usePageTitle(t('title'));
  const deliveries = useMyDeliveries();
  const [isRecording, recording] = useDisclosure(false);
  // Leaving the hub cannot be undone and the buyer is told the gas is on its way, so a tap on a
  // phone in a moving cab asks first.
  const [isLeaving, leaving] = useDisclosure(false);
  const [chosen, setChosen] = useState<Delivery | null>(null);
  const depart = useRecordDeparture();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {deliveries.isPending && <Loading />}
      {deliveries.isError && (
        <LoadError title={t('loadError')} error={deliveries.error} onRetry={deliveries.refetch} />
      )}
      {deliveries.data?.length === 0 && <Text>{t('empty')}</Text>}
      {deliveries.data?.map((delivery) => (
        <DeliveryCard
          key={delivery.saleId}
          delivery={delivery}
          onLeave={(row) => {
            setChosen(row);
            leaving.open();
          }}
          onRecord={(row) => {
            setChosen(row);
            recording.open();
          }}
        />
      ))}
      <ConfirmDialog
        opened={isLeaving}
        onClose={leaving.close}
        text={{
          title: t('leave.title', { reference: chosen?.reference ?? '' }),
          explanation: t('leave.explanation', { quantity: litres(t, chosen?.quantities.loaded ?? null) }),
          submitLabel: t('leave.submit'),
          successMessage: t('leave.success'),
        }}
        submit={() => depart.mutateAsync(chosen?.saleId ?? '')}
      />
      <FormDialog
        opened={isRecording}
        onClose={recording.close}
        title={t('record.title', { reference: chosen?.reference ?? '' })}
      >
        {chosen && <RecordDeliveryForm delivery={chosen} />}
      </FormDialog>
    </Stack>
  );
}
