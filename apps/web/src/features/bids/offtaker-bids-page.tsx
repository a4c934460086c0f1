import {
  type Bid,
  type Currency,
  contractLabel,
  type DeliverySite,
  formatMoney,
  formatQuantity,
  isOpenBid,
  LAGOS_TIME_ZONE,
  maxBidValidityDays,
  openDeliveryMonths,
  parseAmountToMinor,
  SPOT,
} from '@gas/shared';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type ComponentType, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useFormatLocale } from '../../i18n/use-format-locale.ts';
import { currencyChoices, isCurrency } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelBid } from './api/cancel-bid.ts';
import { useBids } from './api/get-bids.ts';
import { useBidDeliverySites, useBidHubs, useBidProducts } from './api/get-choices.ts';
import { useBidLogisticsFeeQuote } from './api/get-logistics-fee-quote.ts';
import { usePostBid } from './api/post-bid.ts';
import { ownBidColumns } from './bid-columns.tsx';
import { bidFormSchema, typedLitres } from './schemas.ts';

/** How long typing in Quantity must pause before a delivery's fee is quoted (slow networks). */
export const quoteDelayMs = 250;

/** Tomorrow in Lagos, 'YYYY-MM-DD': the default "valid until". */
function tomorrowInLagos(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS_TIME_ZONE }).format(
    new Date(now.getTime() + 86_400_000),
  );
}

/**
 * The last day a bid may be valid until (to its end in Lagos), 'YYYY-MM-DD': the server refuses
 * more than maxBidValidityDays ahead, so the picker stops the day before that instant's day.
 */
function lastValidDayInLagos(now = new Date()): string {
  return tomorrowInLagos(new Date(now.getTime() + (maxBidValidityDays - 2) * 86_400_000));
}

/** Spot, then the open delivery months by name ('Dec 2026'). */
export function contractChoices(t: TFunction<'bids'>, now = new Date()) {
  return [
    { value: SPOT, label: t('own.spot') },
    ...openDeliveryMonths(now).map((month) => ({ value: month, label: contractLabel(month) })),
  ];
}

type Method = 'collection' | 'delivery';

/**
 * The fulfilment terms New Transaction shows (collection, or delivery to one of the buyer's sites),
 * given by the route: a feature does not import another.
 */
export type DeliveryTermsProps = {
  method: Method;
  onMethod: (method: Method) => void;
  siteField: {
    id: string;
    name: string;
    value: string;
    error: ReactNode;
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
    onBlur: () => void;
  };
  siteLabel: string;
  sites: { data: DeliverySite[] | undefined; isPending: boolean; error: Error | null };
};

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="var(--app-muted)">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/**
 * What posting holds at once, before Post: quantity x the limit price, and for a delivery its
 * logistics fee per litre as quoted, quantity x (limit price + fee). `feePerUnit` is undefined
 * while a delivery's fee is not quoted (yet).
 */
function HeldSummary({
  currency,
  quantity,
  unitPrice,
  delivery,
}: {
  currency: Currency;
  quantity: number;
  unitPrice: number | undefined;
  delivery: { feePerUnit: number | undefined; isQuoting: boolean } | undefined;
}) {
  const { t } = useTranslation('bids');
  const locale = useFormatLocale();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const fee = delivery ? delivery.feePerUnit : 0;
  const held =
    quantity > 0 && unitPrice !== undefined && fee !== undefined ? quantity * (unitPrice + fee) : undefined;
  const values = {
    quantity: formatQuantity(quantity, locale),
    price: unitPrice === undefined ? '' : money(unitPrice),
    fee: fee === undefined ? '' : money(fee),
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--app-surface)">
      <Stack component="dl" gap={6} m={0} aria-label={t('own.summary')}>
        {delivery && (
          <SummaryRow label={t('own.logisticsFeePerLitre')}>
            {delivery.feePerUnit !== undefined
              ? money(delivery.feePerUnit)
              : delivery.isQuoting
                ? t('own.quoting')
                : '—'}
          </SummaryRow>
        )}
        <SummaryRow label={t('own.heldNow')}>
          {held === undefined ? '—' : <Money minor={held} currency={currency} />}
        </SummaryRow>
        {held !== undefined && (
          <Text size="xs" c="var(--app-muted)" ta="right">
            {delivery ? t('own.heldNowDelivery', values) : t('own.heldNowCollection', values)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Post bid: what, where, how much, the limit price per litre, the contract, the terms, until when. */
function PostBidForm({ DeliveryTerms }: { DeliveryTerms: ComponentType<DeliveryTermsProps> }) {
  const { t } = useTranslation('bids');
  const form = useSchemaForm(bidFormSchema, {
    productId: '',
    hubId: '',
    quantity: '',
    unitPrice: '',
    currency: 'NGN',
    contract: SPOT,
    validUntilUtc: tomorrowInLagos(),
    method: 'collection',
    siteId: '',
  });
  const products = useBidProducts();
  const hubs = useBidHubs();
  const method = form.values.method as Method;
  const isDelivery = method === 'delivery';
  const sites = useBidDeliverySites(isDelivery);
  const post = usePostBid();
  const key = useRef(newIdempotencyKey());
  const currency: Currency = isCurrency(form.values.currency) ? form.values.currency : 'NGN';
  const quantity = typedLitres(form.values.quantity);
  const [settledQuantity] = useDebouncedValue(quantity, quoteDelayMs);
  // A bid has a hub and no inventory: its delivery is quoted by hub, for the quantity typed.
  const quote = useBidLogisticsFeeQuote({
    hubId: isDelivery ? form.values.hubId : '',
    siteId: isDelivery ? form.values.siteId : '',
    currency,
    quantity: settledQuantity,
  });
  // The quote shown and sent is the one for the quantity on screen, not one being re-read.
  const quoted = isDelivery && settledQuantity === quantity && !quote.isFetching ? quote.data : undefined;
  const quoteRefusal = isDelivery && quote.isError ? quote.error.message : undefined;
  const choices = (label: string, rows: { id: string; name: string }[] | undefined, isPending: boolean) => [
    { value: '', label: isPending ? t('loading') : label },
    ...(rows ?? []).map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <DialogForm
      form={form}
      submit={({ method: chosen, siteId, ...values }) => {
        if (chosen !== 'delivery')
          return post.mutateAsync({
            ...values,
            fulfilment: { method: 'collection' },
            idempotencyKey: key.current,
          });
        // The fee quoted for this quantity is sent: if the operators changed it since, the server
        // refuses (409 on the site) instead of holding a fee the buyer did not see.
        const logisticsFee = quoted?.amount;
        if (logisticsFee === undefined || logisticsFee === null || values.quantity !== quantity)
          return Promise.reject(new Error(quoteRefusal ?? t('own.waitForFee')));
        return post.mutateAsync({
          ...values,
          fulfilment: { method: 'delivery', siteId, logisticsFee },
          idempotencyKey: key.current,
        });
      }}
      onSuccess={() => {
        key.current = newIdempotencyKey();
      }}
      submitLabel={t('own.postBid')}
      successMessage={t('own.posted')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('own.intro')}
      </Text>
      <NativeSelect
        {...form.inputProps('productId')}
        label={t('own.product')}
        withAsterisk
        data={choices(t('own.chooseProduct'), products.data, products.isPending)}
      />
      <NativeSelect
        {...form.inputProps('hubId')}
        label={t('own.hub')}
        withAsterisk
        data={choices(t('own.chooseHub'), hubs.data, hubs.isPending)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          {...form.inputProps('quantity')}
          label={t('own.quantity')}
          inputMode="numeric"
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('contract')}
          label={t('own.contract')}
          data={contractChoices(t)}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('currency')}
          label={t('own.currency')}
          data={currencyChoices}
          withAsterisk
        />
        <AmountInput {...form.numberInputProps('unitPrice')} label={t('own.limitPrice')} withAsterisk />
      </SimpleGrid>
      <DeliveryTerms
        method={method}
        onMethod={(next) => form.setField('method', next)}
        siteField={{
          ...form.inputProps('siteId'),
          error: form.errorOf('siteId') ?? quoteRefusal,
          onBlur: () => {},
        }}
        siteLabel={t('own.deliverySite')}
        sites={sites}
      />
      <HeldSummary
        currency={currency}
        quantity={quantity}
        unitPrice={parseAmountToMinor(form.values.unitPrice) ?? undefined}
        delivery={
          isDelivery
            ? { feePerUnit: quoted?.feePerUnit, isQuoting: quote.isFetching || settledQuantity !== quantity }
            : undefined
        }
      />
      <TextInput
        {...form.inputProps('validUntilUtc')}
        type="date"
        label={t('own.validUntil')}
        description={t('own.validUntilHint')}
        min={tomorrowInLagos(new Date(Date.now() - 86_400_000))}
        max={lastValidDayInLagos()}
        withAsterisk
      />
    </DialogForm>
  );
}

function CancelBidButton({ bid }: { bid: Bid }) {
  const { t } = useTranslation('bids');
  const [isOpen, dialog] = useDisclosure(false);
  const cancel = useCancelBid();
  return (
    <>
      {isOpenBid(bid) && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={dialog.open}
          aria-label={t('own.cancelLabel', { reference: bid.reference })}
        >
          {t('own.cancel')}
        </Button>
      )}
      <ConfirmDialog
        opened={isOpen}
        onClose={dialog.close}
        isDestructive
        submit={() => cancel.mutateAsync(bid.id)}
        text={{
          title: t('own.cancelTitle'),
          explanation: t('own.cancelExplanation', {
            reference: bid.reference,
            remaining: formatQuantity(bid.remaining),
            held: bid.heldString,
          }),
          submitLabel: t('own.cancelTitle'),
          successMessage: t('own.cancelled', { reference: bid.reference }),
        }}
      />
    </>
  );
}

/** /offtaker/bids: the buyer's bids with their status and what remains, Post bid, Cancel. */
export function OfftakerBidsPage({ deliveryTerms }: { deliveryTerms: ComponentType<DeliveryTermsProps> }) {
  const { t } = useTranslation('bids');
  usePageTitle(t('own.title'));
  const bids = useBids();
  const [isPosting, posting] = useDisclosure(false);
  const columns: DataTableColumn<Bid>[] = [
    ...ownBidColumns(t),
    {
      accessor: 'actions',
      title: t('columns.actions'),
      // The dialog stays mounted once cancelled, so the success shows before it closes.
      render: (bid) => <CancelBidButton bid={bid} />,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('own.title')}
        description={t('own.description')}
        action={<Button onClick={posting.open}>{t('own.postBid')}</Button>}
      />
      <DataTable label={t('own.table')} columns={columns} {...queryTableProps(bids)} minWidth={980} />
      <FormDialog opened={isPosting} onClose={posting.close} title={t('own.postBid')}>
        <PostBidForm DeliveryTerms={deliveryTerms} />
      </FormDialog>
    </Stack>
  );
}
