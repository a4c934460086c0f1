// Radio, Switch and Checkbox lay out their label with InlineInput's styles (before their own).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
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
  isRefundableAsUndelivered,
  type RefundUndeliveredRequest,
  type ResolveDisputeRequest,
  type Sale,
} from '@gas/shared';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { ConfirmDialog, type ConfirmText, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { api } from '../../lib/api.ts';
import { useIdempotencyKeyFor } from '../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import {
  cancelBeforeLoading,
  refundUndelivered,
  resolveDispute,
  useFulfilmentStep,
} from './api/fulfilment-steps.ts';

type FulfilmentT = TFunction<'fulfilment'>;

// A cancel's and a refund's request are one shape, a reason (contracts/logistics.ts).
const reasonRequestSchema = cancelBeforeLoadingRequestSchema;
type ReasonRequest = CancelBeforeLoadingRequest;

const outcomeKeys = {
  'settle-delivered': 'resolve.outcomes.settleDelivered',
  'settle-part': 'resolve.outcomes.settlePart',
  'refund-all': 'resolve.outcomes.refundAll',
} as const satisfies Record<DisputeOutcome, string>;

/** The resolve form's text fields, checked and turned into the request (a quantity only for a part). */
function resolveFormSchema(t: FulfilmentT, delivered: number) {
  return z
    .object({
      outcome: z.enum(disputeOutcomes, { error: t('resolve.errors.outcome') }),
      quantity: z.string(),
      note: z
        .string()
        .trim()
        .min(1, t('resolve.errors.noteRequired'))
        .max(1000, t('resolve.errors.noteTooLong')),
    })
    .transform((values, context): ResolveDisputeRequest => {
      if (values.outcome !== 'settle-part') return { outcome: values.outcome, note: values.note };
      const text = values.quantity.replace(/,/g, '').trim();
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message, path: ['quantity'] });
        return z.NEVER;
      };
      if (text === '') return fail(t('resolve.errors.quantityRequired'));
      if (!/^\d+$/.test(text)) return fail(t('resolve.errors.quantityWhole'));
      const quantity = Number(text);
      if (quantity > delivered) return fail(t('resolve.errors.quantityMax', { max: delivered }));
      return { outcome: 'settle-part', quantity, note: values.note };
    });
}

/** What was received and may be paid for: delivered (a delivery) or collected (a collection). */
const receivedOf = (fulfilment: Fulfilment) =>
  (fulfilment.method === 'delivery' ? fulfilment.quantities.delivered : fulfilment.quantities.loaded) ?? 0;

function ResolveForm({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  const received = receivedOf(fulfilment);
  const form = useSchemaForm(resolveFormSchema(t, received), { outcome: '', quantity: '', note: '' });
  const keyFor = useIdempotencyKeyFor<ResolveDisputeRequest>();
  const resolve = useFulfilmentStep(sale.id, (request: ResolveDisputeRequest) =>
    resolveDispute(sale.id, request, keyFor(request)),
  );
  const outcome = form.values.outcome;
  const held = sale.amount + fulfilment.logisticsFee;
  return (
    <DialogForm
      form={form}
      submit={(request) => resolve.mutateAsync(request)}
      submitLabel={t('resolve.submit')}
      successMessage={t(outcome === 'refund-all' ? 'resolve.successRefunded' : 'resolve.successSettled', {
        reference: sale.reference,
      })}
    >
      <Text size="sm">
        {t('resolve.explanation', {
          buyer: sale.customer.name,
          quantity: formatQuantity(received),
          reason: fulfilment.disputeReason ?? '',
          held: formatMoney(held, sale.currency),
          supplier: sale.supplier.name,
        })}
      </Text>
      <Radio.Group
        {...form.inputProps('outcome')}
        onChange={(value) => form.inputProps('outcome').onChange({ currentTarget: { value } })}
        label={t('resolve.outcome')}
        withAsterisk
      >
        <Stack gap={6} mt={6}>
          {disputeOutcomes.map((value) => (
            <Radio key={value} value={value} label={t(outcomeKeys[value])} />
          ))}
        </Stack>
      </Radio.Group>
      {outcome === 'settle-part' && (
        <TextInput
          {...form.inputProps('quantity')}
          label={t('resolve.quantity')}
          description={t('resolve.quantityHint', { max: formatQuantity(received) })}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
        />
      )}
      <Textarea
        {...form.inputProps('note')}
        label={t('resolve.note')}
        description={t('resolve.noteHint')}
        rows={2}
        withAsterisk
      />
    </DialogForm>
  );
}

/**
 * An operator's step that ends the sale and needs only a reason, emailed to both parties: the
 * cancel before loading and the refund of an undelivered load. Red: the sale cannot be resumed.
 */
function ReasonForm({
  text,
  submit,
}: {
  text: Omit<ConfirmText, 'title'>;
  submit: (request: ReasonRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('fulfilment');
  const form = useSchemaForm(reasonRequestSchema, { reason: '' });
  return (
    <DialogForm
      form={form}
      submit={submit}
      submitLabel={text.submitLabel}
      successMessage={text.successMessage}
      color="red"
    >
      <Text size="sm">{text.explanation}</Text>
      <Textarea
        {...form.inputProps('reason')}
        label={t('operator.reason')}
        rows={3}
        withAsterisk
        data-autofocus
      />
    </DialogForm>
  );
}

/** What a cancel's and a refund's texts name: the sale, the hold going back, the two parties. */
const endingWords = (sale: Sale, fulfilment: Fulfilment) => ({
  reference: sale.reference,
  held: formatMoney(sale.amount + fulfilment.logisticsFee, sale.currency),
  buyer: sale.customer.name,
  supplier: sale.supplier.name,
});

/** The operators' cancel before loading: what is released and freed, and why (emailed to both). */
function CancelForm({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  const cancel = useFulfilmentStep(sale.id, (request: CancelBeforeLoadingRequest) =>
    cancelBeforeLoading(sale.id, request),
  );
  const words = { ...endingWords(sale, fulfilment), quantity: formatQuantity(fulfilment.quantities.ordered) };
  return (
    <ReasonForm
      text={{
        submitLabel: t('operator.cancelSubmit'),
        successMessage: t('operator.cancelSuccess', words),
        explanation: t('operator.cancelExplanation', words),
      }}
      submit={(request) => cancel.mutateAsync(request)}
    />
  );
}

/** The operators' refund of a loaded delivery that will not arrive: all back, the gas a transit loss. */
function RefundUndeliveredForm({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  const keyFor = useIdempotencyKeyFor<RefundUndeliveredRequest>();
  const refund = useFulfilmentStep(sale.id, (request: RefundUndeliveredRequest) =>
    refundUndelivered(sale.id, request, keyFor(request)),
  );
  const words = {
    ...endingWords(sale, fulfilment),
    loaded: formatQuantity(fulfilment.quantities.loaded ?? 0),
  };
  return (
    <ReasonForm
      text={{
        submitLabel: t('operator.refundSubmit'),
        successMessage: t('operator.refundSuccess', words),
        explanation: t('operator.refundExplanation', words),
      }}
      submit={(request) => refund.mutateAsync(request)}
    />
  );
}

/** POST sales/{id}/delivery-code: a new code for the buyer (the old one stops working, a lock lifts). */
const reissueCode = (saleId: string) =>
  api.post(`sales/${encodeURIComponent(saleId)}/delivery-code`, undefined, { schema: fulfilmentSchema });

/**
 * What the operators may do on a sale's fulfilment: resolve a dispute, issue a new code, cancel
 * before loading, refund a loaded delivery that will not arrive.
 */
export function OperatorFulfilmentActions({ sale, fulfilment }: { sale: Sale; fulfilment: Fulfilment }) {
  const { t } = useTranslation('fulfilment');
  const isDelivery = fulfilment.method === 'delivery';
  const [isResolving, resolveDialog] = useDisclosure(false);
  const [isReissuing, reissueDialog] = useDisclosure(false);
  const [isCancelling, cancelDialog] = useDisclosure(false);
  const [isRefunding, refundDialog] = useDisclosure(false);
  const reissue = useFulfilmentStep(sale.id, () => reissueCode(sale.id));
  return (
    <Stack gap="sm">
      {fulfilment.status === 'Disputed' && (
        <DecisionBar actions={<Button onClick={resolveDialog.open}>{t('operator.resolveDispute')}</Button>}>
          {t(isDelivery ? 'operator.disputesDelivery' : 'operator.disputesCollection', {
            buyer: sale.customer.name,
            reason: fulfilment.disputeReason ?? '',
          })}
        </DecisionBar>
      )}
      {fulfilment.codeLocked && (
        <DecisionBar
          actions={
            <Group gap="sm">
              <Button variant="outline" onClick={reissueDialog.open}>
                {t('operator.issueCode')}
              </Button>
            </Group>
          }
        >
          {t(isDelivery ? 'operator.lockedDelivery' : 'operator.lockedCollection')}
        </DecisionBar>
      )}
      {fulfilment.status && isCancellableBeforeLoading(fulfilment.method, fulfilment.status) && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="var(--app-muted)">
            {t('operator.notLoaded')}
          </Text>
          <Button variant="outline" color="red" size="xs" onClick={cancelDialog.open}>
            {t('operator.cancelSale')}
          </Button>
        </Group>
      )}
      {isRefundableAsUndelivered(fulfilment.method, fulfilment.status) && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="var(--app-muted)">
            {t('operator.notArriving')}
          </Text>
          <Button variant="outline" color="red" size="xs" onClick={refundDialog.open}>
            {t('operator.refundUndelivered')}
          </Button>
        </Group>
      )}
      <FormDialog
        opened={isRefunding}
        onClose={refundDialog.close}
        title={t('operator.refundTitle', { reference: sale.reference })}
      >
        <RefundUndeliveredForm sale={sale} fulfilment={fulfilment} />
      </FormDialog>
      <FormDialog
        opened={isCancelling}
        onClose={cancelDialog.close}
        title={t('operator.cancelTitle', { reference: sale.reference })}
      >
        <CancelForm sale={sale} fulfilment={fulfilment} />
      </FormDialog>
      <FormDialog
        opened={isResolving}
        onClose={resolveDialog.close}
        title={t('operator.resolveTitle', { reference: sale.reference })}
      >
        <ResolveForm sale={sale} fulfilment={fulfilment} />
      </FormDialog>
      <ConfirmDialog
        opened={isReissuing}
        onClose={reissueDialog.close}
        text={{
          title: t('operator.reissueTitle', { reference: sale.reference }),
          explanation: t('operator.reissueExplanation', { buyer: sale.customer.name }),
          submitLabel: t('operator.issueCode'),
          successMessage: t('operator.reissueSuccess'),
        }}
        submit={() => reissue.mutateAsync(undefined)}
      />
    </Stack>
  );
}
