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
import type { ReactNode } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
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
  const code = useDeliveryCode(sale.id, isOpen);
  if (!isOpen) return null;
  const where =
    fulfilment.method === 'delivery'
      ? 'to the driver when the gas is delivered to your site, once you have checked the quantity'
      : 'at the hub gate when your truck collects the gas';
  let content: ReactNode;
  if (code.isPending) content = <Text size="sm">Loading...</Text>;
  else if (code.isError)
    content = (
      <Text size="sm" c="red.8">
        {code.error.message}
      </Text>
    );
  else if (code.data.locked)
    content = (
      <Text size="sm">
        Too many wrong codes were tried: this delivery is locked until the operators issue you a new code.
      </Text>
    );
  else if (code.data.code === null)
    content = <Text size="sm">The code was used: the gas was handed over.</Text>;
  else
    content = (
      <Text ff="monospace" fz={28} fw={700} lts={4} aria-label="Delivery code" className="tabular">
        {code.data.code}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your delivery code">
      <Stack gap={4}>
        <Text fw={600}>Your delivery code</Text>
        {content}
        <Text size="sm" c="var(--app-muted)">
          Give it only {where}: it is your proof of delivery. Never share it by phone or message before then.
        </Text>
      </Stack>
    </Paper>
  );
}

function DisputeForm({ sale }: { sale: Sale }) {
  const form = useSchemaForm(disputeDeliveryRequestSchema, { reason: '' });
  const dispute = useFulfilmentStep(sale.id, (request: { reason: string }) =>
    disputeDelivery(sale.id, request),
  );
  return (
    <DialogForm
      form={form}
      submit={(values) => dispute.mutateAsync(values)}
      submitLabel="Dispute"
      successMessage="Disputed: the operators will look into it. Your funds stay held meanwhile."
      color="red"
    >
      <Text size="sm">
        Say what is wrong (quantity short, quality, nothing arrived). The operators settle the quantity
        delivered, part of it, or refund you; until then nothing is paid.
      </Text>
      <Textarea {...form.inputProps('reason')} label="Reason" rows={3} withAsterisk data-autofocus />
    </DialogForm>
  );
}

/** What the buyer may do now: accept or dispute in the window, cancel when dispatch is late. */
export function BuyerFulfilmentActions({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const [isAccepting, acceptDialog] = useDisclosure(false);
  const [isDisputing, disputeDialog] = useDisclosure(false);
  const [isCancelling, cancelDialog] = useDisclosure(false);
  const accept = useFulfilmentStep(sale.id, () => acceptDelivery(sale.id));
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
  const litres = `${formatQuantity(received)} litres`;

  return (
    <Stack gap="sm">
      <DeliveryCodeCard sale={sale} fulfilment={fulfilment} />
      {windowOpen && (
        <DecisionBar
          actions={
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={disputeDialog.open}>
                Dispute
              </Button>
              <Button onClick={acceptDialog.open}>Accept</Button>
            </Group>
          }
        >
          {litres} {fulfilment.method === 'delivery' ? 'were delivered' : 'were collected'}. Accept, or
          dispute with a reason
          {fulfilment.disputeWindowEndUtc && (
            <>
              {' '}
              by <DateTime value={fulfilment.disputeWindowEndUtc} />
            </>
          )}
          ; without an answer the delivery is accepted then.
        </DecisionBar>
      )}
      {isDispatchLate(fulfilment) && (
        <Alert color="yellow" variant="light" title="Dispatch is late">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              This purchase was not loaded by <DateTime value={fulfilment.dispatchDeadlineUtc!} />. You may
              cancel it: {formatMoney(held, sale.currency)} goes back to your wallet.
            </Text>
            <Button color="red" variant="outline" size="xs" onClick={cancelDialog.open}>
              Cancel purchase
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={isAccepting}
        onClose={acceptDialog.close}
        text={{
          title: `Accept ${sale.reference}?`,
          explanation: `You accept ${litres}: ${formatMoney(goods, sale.currency)} is paid to ${sale.supplier.name}${fee > 0 ? ` and ${formatMoney(fee, sale.currency)} to logistics` : ''}; the rest of the ${formatMoney(held, sale.currency)} held goes back to your wallet. This cannot be undone.`,
          submitLabel: 'Accept',
          successMessage: `Accepted: ${sale.reference} is settled.`,
        }}
        submit={() => accept.mutateAsync(undefined)}
      />
      <FormDialog opened={isDisputing} onClose={disputeDialog.close} title={`Dispute ${sale.reference}`}>
        <DisputeForm sale={sale} />
      </FormDialog>
      <ConfirmDialog
        opened={isCancelling}
        onClose={cancelDialog.close}
        text={{
          title: `Cancel ${sale.reference}?`,
          explanation: `Nothing was loaded in time. ${formatMoney(held, sale.currency)} is released back to your wallet and the stock goes back to ${sale.supplier.name}. This cannot be undone.`,
          submitLabel: 'Cancel purchase',
          successMessage: `Cancelled: ${formatMoney(held, sale.currency)} was released back to your ${sale.currency} wallet.`,
        }}
        submit={() => cancel.mutateAsync(undefined)}
        isDestructive
      />
    </Stack>
  );
}
