import { type Delivery, formatQuantity, logisticsFieldLabels as labels } from '@gas/shared';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useMyDeliveries } from './api/get-my-deliveries.ts';
import { useRecordDelivery } from './api/record-delivery.ts';
import { useRecordDeparture } from './api/record-departure.ts';
import { deliveryFormSchema } from './schemas.ts';

// The driver's area (/driver): a phone-first list of the deliveries assigned to the driver, with
// where to go, whom to call and how much, and the proof of delivery: the buyer's code and the
// quantity delivered.

const litres = (quantity: number | null) => (quantity === null ? '—' : `${formatQuantity(quantity)} litres`);

function RecordDeliveryForm({ delivery }: { delivery: Delivery }) {
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
        Ask the receiving contact for the buyer&apos;s delivery code (on their sale page and in their email)
        and type it with the quantity on the meter.
      </Text>
      <TextInput
        {...form.inputProps('code')}
        label={labels.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('quantityDelivered')}
        label={`${labels.quantityDelivered} (litres)`}
        description={`Loaded: ${litres(delivery.quantities.loaded)}`}
        inputMode="numeric"
        withAsterisk
      />
    </DialogForm>
  );
}

function DeliveryCard({
  delivery,
  onRecord,
}: {
  delivery: Delivery;
  onRecord: (delivery: Delivery) => void;
}) {
  const depart = useRecordDeparture();
  const site = delivery.site;
  const slot = delivery.booking?.slot;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Delivery ${delivery.reference}`}
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
          {delivery.product}: {litres(delivery.quantities.loaded ?? delivery.quantities.ordered)}
          {delivery.quantities.loaded === null ? ' ordered' : ' loaded'}
        </Text>
        <Text size="sm" c="var(--app-muted)">
          {delivery.reference} · from {delivery.hub.name}
          {slot ? ` · ${slot.day} ${slot.startTime}-${slot.endTime}` : ''}
          {delivery.booking?.truck ? ` · ${delivery.booking.truck.registration}` : ''}
        </Text>
        {delivery.codeLocked && (
          <Alert color="red" title="Locked" role="alert">
            Five wrong codes were typed: the platform operators must issue the buyer a new code before this
            delivery can be recorded.
          </Alert>
        )}
        {delivery.status === 'Loaded' && (
          <Button
            variant="light"
            loading={depart.isPending}
            onClick={() => depart.mutate(delivery.saleId)}
            aria-label={`Leave the hub with ${delivery.reference}`}
          >
            Leave the hub
          </Button>
        )}
        {depart.isError && (
          <Text size="sm" c="red.8" role="alert">
            {depart.error.message}
          </Text>
        )}
        {delivery.status === 'In transit' && (
          <Button
            disabled={delivery.codeLocked}
            onClick={() => onRecord(delivery)}
            aria-label={`Record delivery of ${delivery.reference}`}
          >
            Record delivery
          </Button>
        )}
        {delivery.status === 'Delivered' && (
          <Text size="sm" c="green.8">
            Delivered: {litres(delivery.quantities.delivered)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /driver: the deliveries assigned to the signed-in driver. */
export function DriverDeliveriesPage() {
  usePageTitle('My deliveries');
  const deliveries = useMyDeliveries();
  const [isRecording, recording] = useDisclosure(false);
  const [chosen, setChosen] = useState<Delivery | null>(null);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        My deliveries
      </Title>
      {deliveries.isPending && <Loading />}
      {deliveries.isError && (
        <LoadError
          title="We could not load your deliveries"
          error={deliveries.error}
          onRetry={deliveries.refetch}
        />
      )}
      {deliveries.data?.length === 0 && <Text>There are no records to display</Text>}
      {deliveries.data?.map((delivery) => (
        <DeliveryCard
          key={delivery.saleId}
          delivery={delivery}
          onRecord={(row) => {
            setChosen(row);
            recording.open();
          }}
        />
      ))}
      <FormDialog
        opened={isRecording}
        onClose={recording.close}
        title={`Record delivery ${chosen?.reference ?? ''}`}
      >
        {chosen && <RecordDeliveryForm delivery={chosen} />}
      </FormDialog>
    </Stack>
  );
}
