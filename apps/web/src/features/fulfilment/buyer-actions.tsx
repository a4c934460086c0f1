import {
  disputeDeliveryRequestSchema,
  type Fulfilment,
  finalFulfilmentStatuses,
  formatMoney,
  formatQuantity,
  type Sale,
} from '@gas/shared';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time.tsx';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import {
  acceptDelivery,
  cancelUndispatched,
  disputeDelivery,
  useFulfilmentStep,
} from './api/fulfilment-steps.ts';
import { useDeliveryCode } from './api/get-delivery-code.ts';

/** Delivered (a delivery) or collected (a collection): what the buyer answers for. */
export function awaitsBuyer(fulfilment: Fulfilment): boolean {
  return fulfilment.method === 'delivery'
    ? fulfilment.status === 'Delivered'
    : fulfilment.status === 'Loaded';
}

/** Not loaded yet, and the dispatch time limit is past: the buyer may cancel with a full release. */
export function isDispatchLate(fulfilment: Fulfilment, now = Date.now()): boolean {
  const beforeLoading = ['Awaiting dispatch', 'Scheduled', 'Ready for collection'];
  return (
    fulfilment.status !== null &&
    beforeLoading.includes(fulfilment.status) &&
    fulfilment.dispatchDeadlineUtc !== null &&
    now > new Date(fulfilment.dispatchDeadlineUtc).getTime()
  );
}

/** The buyer's one-time code while the gas is on its way, with the warning that goes with it. */
function DeliveryCodeCard({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const isOpen = fulfilment.status !== null && !finalFulfilmentStatuses.includes(fulfilment.status);
  const { t } = useTranslation('fulfilment');
  const code = useDeliveryCode(sale.id, isOpen);
  if (!isOpen) return null;
  let content: ReactNode;
  if (code.isPending) content = <Text size="sm">{t('code.loading')}</Text>;
  else if (code.isError)
    content = (
      <Text size="sm" c="red.8">
        {code.error.message}
      </Text>
    );
  else if (code.data.locked) content = <Text size="sm">{t('code.locked')}</Text>;
  else if (code.data.code === null) content = <Text size="sm">{t('code.used')}</Text>;
  else
    content = (
      <Text ff="monospace" fz={28} fw={700} lts={4} aria-label={t('code.label')} className="tabular">
        {code.data.code}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('code.region')}>
      <Stack gap={4}>
        <Text fw={600}>{t('code.title')}</Text>
        {content}
        <Text size="sm" c="var(--app-muted)">
          {fulfilment.method === 'delivery' ? t('code.warningDelivery') : t('code.warningCollection')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** "950 litres were delivered. Accept, or dispute with a reason by <date>; ...": the buyer's decision. */
function DecisionText({ fulfilment, quantity }: { fulfilment: Fulfilment; quantity: string }) {
  const { t } = useTranslation('fulfilment');
  const isDelivery = fulfilment.method === 'delivery';
  if (!fulfilment.disputeWindowEndUtc)
    return t(isDelivery ? 'buyer.windowDeliveredOpen' : 'buyer.windowCollectedOpen', { quantity });
  const date = <DateTime value={fulfilment.disputeWindowEndUtc} />;
  return isDelivery ? (
    <Trans t={t} i18nKey="buyer.windowDelivered" values={{ quantity }} components={{ date }} />
  ) : (
    <Trans t={t} i18nKey="buyer.windowCollected" values={{ quantity }} components={{ date }} />
  );
}

function DisputeForm({ sale }: { sale: Sale }) {
  const { t } = useTranslation('fulfilment');
  const form = useSchemaForm(disputeDeliveryRequestSchema, { reason: '' });
  const dispute = useFulfilmentStep(sale.id, (request: { reason: string }) =>
    disputeDelivery(sale.id, request),
  );
  return (
    <DialogForm
      form={form}
      submit={(values) => dispute.mutateAsync(values)}
      submitLabel={t('buyer.dispute')}
      successMessage={t('buyer.disputeSuccess')}
      color="red"
    >
      <Text size="sm">{t('buyer.disputeExplanation')}</Text>
      <Textarea
        {...form.inputProps('reason')}
        label={t('buyer.reason')}
        rows={3}
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

/** What the buyer may do now: accept or dispute in the window, cancel when dispatch is late. */
export function BuyerFulfilmentActions({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  const [isAccepting, acceptDialog] = useDisclosure(false);
  const [isDisputing, disputeDialog] = useDisclosure(false);
  const [isCancelling, cancelDialog] = useDisclosure(false);
  // One acceptance of this sale, one key: a retry after a lost answer is answered as the first.
  const [acceptKey] = useState(newIdempotencyKey);
  const accept = useFulfilmentStep(sale.id, () => acceptDelivery(sale.id, acceptKey));
  const cancel = useFulfilmentStep(sale.id, () => cancelUndispatched(sale.id));

  const received =
    (fulfilment.method === 'delivery' ? fulfilment.quantities.delivered : fulfilment.quantities.loaded) ?? 0;
  const goods = received * sale.unitPrice;
  const fee = fulfilment.method === 'delivery' ? received * fulfilment.logisticsFeePerUnit : 0;
  const held = sale.amount + fulfilment.logisticsFee;
  const windowOpen =
    awaitsBuyer(fulfilment) &&
    (fulfilment.disputeWindowEndUtc === null ||
      Date.now() < new Date(fulfilment.disputeWindowEndUtc).getTime());
  const quantity = formatQuantity(received);
  const money = (minor: number) => formatMoney(minor, sale.currency);

  return (
    <Stack gap="sm">
      <DeliveryCodeCard sale={sale} fulfilment={fulfilment} />
      {windowOpen && (
        <DecisionBar
          actions={
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={disputeDialog.open}>
                {t('buyer.dispute')}
              </Button>
              <Button onClick={acceptDialog.open}>{t('buyer.accept')}</Button>
            </Group>
          }
        >
          <DecisionText fulfilment={fulfilment} quantity={quantity} />
        </DecisionBar>
      )}
      {isDispatchLate(fulfilment) && (
        <Alert color="yellow" variant="light" title={t('buyer.lateTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="buyer.late"
                values={{ held: money(held) }}
                components={{ date: <DateTime value={fulfilment.dispatchDeadlineUtc!} /> }}
              />
            </Text>
            <Button color="red" variant="outline" size="xs" onClick={cancelDialog.open}>
              {t('buyer.cancelPurchase')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={isAccepting}
        onClose={acceptDialog.close}
        text={{
          title: t('buyer.acceptTitle', { reference: sale.reference }),
          explanation: t(fee > 0 ? 'buyer.acceptExplanationWithFee' : 'buyer.acceptExplanation', {
            quantity,
            goods: money(goods),
            supplier: sale.supplier.name,
            fee: money(fee),
            held: money(held),
          }),
          submitLabel: t('buyer.accept'),
          successMessage: t('buyer.acceptSuccess', { reference: sale.reference }),
        }}
        submit={() => accept.mutateAsync(undefined)}
      />
      <FormDialog
        opened={isDisputing}
        onClose={disputeDialog.close}
        title={t('buyer.disputeTitle', { reference: sale.reference })}
      >
        <DisputeForm sale={sale} />
      </FormDialog>
      <ConfirmDialog
        opened={isCancelling}
        onClose={cancelDialog.close}
        text={{
          title: t('buyer.cancelTitle', { reference: sale.reference }),
          explanation: t('buyer.cancelExplanation', { held: money(held), supplier: sale.supplier.name }),
          submitLabel: t('buyer.cancelPurchase'),
          successMessage: t('buyer.cancelSuccess', { held: money(held), currency: sale.currency }),
        }}
        submit={() => cancel.mutateAsync(undefined)}
        isDestructive
      />
    </Stack>
  );
}
