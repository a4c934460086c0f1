import {
  type CancelBeforeLoadingRequest,
  cancelBeforeLoadingRequestSchema,
  type DisputeOutcome,
  disputeOutcomes,
  type Fulfilment,
  formatMoney,
  formatQuantity,
  fulfilmentSchema,
  isCancellableBeforeLoading,
  messages,
  type ResolveDisputeRequest,
  type Sale,
} from '@gas/shared';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { z } from 'zod';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { api } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { cancelBeforeLoading, resolveDispute, useFulfilmentStep } from './api/fulfilment-steps.ts';

const outcomeLabels: Record<DisputeOutcome, string> = {
  'settle-delivered': 'Settle the delivered quantity',
  'settle-part': 'Settle part of it',
  'refund-all': 'Refund all',
};

/** The resolve form's text fields, checked and turned into the request (a quantity only for a part). */
function resolveFormSchema(delivered: number) {
  return z
    .object({
      outcome: z.enum(disputeOutcomes, { error: 'Choose an outcome' }),
      quantity: z.string(),
      note: z
        .string()
        .trim()
        .min(1, messages.required('Note'))
        .max(1000, 'The note cannot be longer than 1000 characters'),
    })
    .transform((values, context): ResolveDisputeRequest => {
      if (values.outcome !== 'settle-part') return { outcome: values.outcome, note: values.note };
      const text = values.quantity.replace(/,/g, '').trim();
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message, path: ['quantity'] });
        return z.NEVER;
      };
      if (text === '') return fail(messages.required('Quantity'));
      if (!/^\d+$/.test(text)) return fail('Quantity must be a whole number of litres');
      const quantity = Number(text);
      if (quantity > delivered) return fail(messages.max('Quantity', delivered));
      return { outcome: 'settle-part', quantity, note: values.note };
    });
}

/** What was received and may be paid for: delivered (a delivery) or collected (a collection). */
const receivedOf = (fulfilment: Fulfilment) =>
  (fulfilment.method === 'delivery' ? fulfilment.quantities.delivered : fulfilment.quantities.loaded) ?? 0;

function ResolveForm({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const received = receivedOf(fulfilment);
  const form = useSchemaForm(resolveFormSchema(received), { outcome: '', quantity: '', note: '' });
  const resolve = useFulfilmentStep(sale.id, (request: ResolveDisputeRequest) =>
    resolveDispute(sale.id, request),
  );
  const outcome = form.values.outcome;
  const held = sale.amount + fulfilment.logisticsFee;
  return (
    <DialogForm
      form={form}
      submit={(request) => resolve.mutateAsync(request)}
      submitLabel="Resolve"
      successMessage={`Resolved: ${sale.reference} is ${outcome === 'refund-all' ? 'cancelled and refunded' : 'settled'}.`}
    >
      <Text size="sm">
        {sale.customer.name} disputes {formatQuantity(received)} litres received: “{fulfilment.disputeReason}
        ”. {formatMoney(held, sale.currency)} is held. A settlement pays {sale.supplier.name} for the quantity
        settled (less 1%) and the logistics fee on the quantity delivered, and releases the rest; a refund
        releases it all.
      </Text>
      <Radio.Group
        {...form.inputProps('outcome')}
        onChange={(value) => form.inputProps('outcome').onChange({ currentTarget: { value } })}
        label="Outcome"
        withAsterisk
      >
        <Stack gap={6} mt={6}>
          {disputeOutcomes.map((value) => (
            <Radio key={value} value={value} label={outcomeLabels[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {outcome === 'settle-part' && (
        <TextInput
          {...form.inputProps('quantity')}
          label="Quantity to settle"
          description={`Whole litres, at most ${formatQuantity(received)}`}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
        />
      )}
      <Textarea
        {...form.inputProps('note')}
        label="Note"
        description="Why: recorded on the timeline and sent to both parties"
        rows={2}
        withAsterisk
      />
    </DialogForm>
  );
}

/** The operators' cancel before loading: what is released and freed, and why (emailed to both). */
function CancelForm({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const form = useSchemaForm(cancelBeforeLoadingRequestSchema, { reason: '' });
  const cancel = useFulfilmentStep(sale.id, (request: CancelBeforeLoadingRequest) =>
    cancelBeforeLoading(sale.id, request),
  );
  const held = sale.amount + fulfilment.logisticsFee;
  return (
    <DialogForm
      form={form}
      submit={(request) => cancel.mutateAsync(request)}
      submitLabel="Cancel the sale"
      successMessage={`${sale.reference} was cancelled: ${formatMoney(held, sale.currency)} released to ${sale.customer.name}.`}
      color="red"
    >
      <Text size="sm">
        Nothing has been loaded. {formatMoney(held, sale.currency)} held goes back to {sale.customer.name}
        &apos;s wallet and {formatQuantity(fulfilment.quantities.ordered)} litres to {sale.supplier.name}
        &apos;s stock; a booked slot and truck are freed. Both parties are emailed the reason. This cannot be
        undone.
      </Text>
      <Textarea {...form.inputProps('reason')} label="Reason" rows={3} withAsterisk data-autofocus />
    </DialogForm>
  );
}

/** POST sales/{id}/delivery-code: a new code for the buyer (the old one stops working, a lock lifts). */
const reissueCode = (saleId: string) =>
  api.post(`sales/${encodeURIComponent(saleId)}/delivery-code`, undefined, { schema: fulfilmentSchema });

/** What the operators may do on a sale's fulfilment: resolve a dispute, issue a new code, cancel before loading. */
export function OperatorFulfilmentActions({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const [isResolving, resolveDialog] = useDisclosure(false);
  const [isReissuing, reissueDialog] = useDisclosure(false);
  const [isCancelling, cancelDialog] = useDisclosure(false);
  const reissue = useFulfilmentStep(sale.id, () => reissueCode(sale.id));
  return (
    <Stack gap="sm">
      {fulfilment.status === 'Disputed' && (
        <DecisionBar actions={<Button onClick={resolveDialog.open}>Resolve dispute</Button>}>
          {sale.customer.name} disputes this {fulfilment.method}: “{fulfilment.disputeReason}”
        </DecisionBar>
      )}
      {fulfilment.codeLocked && (
        <DecisionBar
          actions={
            <Group gap="sm">
              <Button variant="outline" onClick={reissueDialog.open}>
                Issue a new code
              </Button>
            </Group>
          }
        >
          Too many wrong delivery codes: this {fulfilment.method} is locked until the buyer gets a new code.
        </DecisionBar>
      )}
      {fulfilment.status && isCancellableBeforeLoading(fulfilment.method, fulfilment.status) && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="var(--app-muted)">
            Not loaded yet: the operators may cancel this sale and release everything held.
          </Text>
          <Button variant="outline" color="red" size="xs" onClick={cancelDialog.open}>
            Cancel sale
          </Button>
        </Group>
      )}
      <FormDialog opened={isCancelling} onClose={cancelDialog.close} title={`Cancel ${sale.reference}`}>
        <CancelForm sale={sale} fulfilment={fulfilment} />
      </FormDialog>
      <FormDialog
        opened={isResolving}
        onClose={resolveDialog.close}
        title={`Resolve the dispute on ${sale.reference}`}
      >
        <ResolveForm sale={sale} fulfilment={fulfilment} />
      </FormDialog>
      <ConfirmDialog
        opened={isReissuing}
        onClose={reissueDialog.close}
        text={{
          title: `New delivery code for ${sale.reference}?`,
          explanation: `${sale.customer.name} gets a new code by email and on the purchase page; the old one stops working and the lock lifts.`,
          submitLabel: 'Issue a new code',
          successMessage: 'A new code was issued to the buyer.',
        }}
        submit={() => reissue.mutateAsync(undefined)}
      />
    </Stack>
  );
}
