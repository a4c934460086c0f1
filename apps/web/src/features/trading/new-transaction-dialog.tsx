import type { Offer, Sale } from '@gas/shared';
import { type Currency, formatMoney } from '@gas/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormDialog, successCloseDelayMs } from '../../components/form-dialog.tsx';
import { Money } from '../../components/money.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { currencyChoices, isCurrency } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { useCreateSale } from './api/create-sale.ts';
import { useDeliverySites } from './api/get-delivery-sites.ts';
import { useListings } from './api/get-listings.ts';
import { useLogisticsFeeQuote } from './api/get-logistics-fee-quote.ts';
import { usePurchasableProducts } from './api/get-purchasable-products.ts';
import { useWalletBalance } from './api/get-wallet-balance.ts';
import {
  canSubmitPurchase,
  choiceProblem,
  deliveryFee,
  isOrderableQuantity,
  purchaseFieldLabels as labels,
  parseQuantity,
  purchaseTotal,
  quantityProblem,
} from './purchase-rules.ts';

/*
 * New Transaction (spec section 5): product, currency, quantity and contract. The contracts are
 * the offers of the listings call, asked for only once the quantity is above 0. Total = quantity
 * x the contract's unit price; Submit is enabled only when the total is above 0 and the wallet
 * in that currency holds at least the total. Changing the product resets quantity and contract;
 * a quantity of 0 (or one that is not a number, which counts as 0) clears the contract.
 *
 * It looks and behaves like DialogForm (progress on Submit, green alert then close after 1 s,
 * the first server error in a red alert, errors on their fields, what was typed kept), but
 * keeps its own submit button because DialogForm's cannot be disabled by the form.
 */

type Field = 'productId' | 'currency' | 'quantity' | 'contractId' | 'siteId';
type Method = 'collection' | 'delivery';
type Values = {
  productId: string;
  currency: Currency;
  quantity: string;
  contractId: string;
  /** Collection at the hub (the default) or delivery to one of the buyer's sites. */
  method: Method;
  siteId: string;
};
type Outcome =
  | { status: 'editing' }
  | { status: 'sending' }
  /** `balance`: the wallet's balance before the purchase, which the summary keeps showing. */
  | { status: 'sent'; sale: Sale; balance: number | undefined }
  | { status: 'failed'; message: string };

/** How long typing in Quantity must pause before offers are asked for (slow mobile networks). */
export const listingsDelayMs = 250;

/** One offer as the Contract select shows it: hub, supplier, price and what is available. */
export function offerLabel(offer: Offer): string {
  return `${offer.hub} · ${offer.supplier} · ${offer.priceString} · ${quantityWithUnit(offer.available, offer.unit)} available`;
}

function successText(sale: Sale): string {
  const held = formatMoney(sale.amount + (sale.logisticsFee ?? 0), sale.currency);
  return `Purchase ${sale.reference} was placed. ${held} is held in your ${sale.currency} wallet until ${sale.supplier.name} approves it and the gas is ${sale.fulfilmentMethod === 'delivery' ? 'delivered' : 'collected'}.`;
}

function SummaryRow({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="var(--app-muted)">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" id={id}>
        {children}
      </Text>
    </Group>
  );
}

/** One fact of the chosen offer: "Hub: Ajaokuta". */
function OfferFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="var(--app-muted)" inherit>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function NewTransactionForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>({
    productId: '',
    currency: 'NGN',
    quantity: '',
    contractId: '',
    method: 'collection',
    siteId: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ status: 'editing' });
  // One key per opening of the dialog: a double click or a retry of a lost answer replays the
  // first purchase instead of buying twice. A refused purchase stores nothing on the server, so
  // the same key serves the corrected one.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const products = usePurchasableProducts();
  const balance = useWalletBalance(values.currency);
  const createSale = useCreateSale();

  const quantity = parseQuantity(values.quantity);
  const [settledQuantity] = useDebouncedValue(quantity, listingsDelayMs);
  const isSettled = settledQuantity === quantity;
  const listings = useListings({
    productId: values.productId,
    quantity: isSettled ? quantity : 0,
    currency: values.currency,
  });
  const hasOfferQuery = values.productId !== '' && isOrderableQuantity(quantity);
  const offers = hasOfferQuery && isSettled ? listings.data : undefined;
  const selected = offers?.find((offer) => offer.contract === values.contractId);
  const total = purchaseTotal(quantity, selected?.price);
  const isDelivery = values.method === 'delivery';
  const sites = useDeliverySites(isDelivery);
  const quote = useLogisticsFeeQuote({
    inventoryId: isDelivery && selected ? selected.contract : '',
    siteId: isDelivery ? values.siteId : '',
    currency: values.currency,
    quantity,
  });
  // Collection costs nothing more; a delivery holds its fee beside the goods once it is quoted.
  const fee = isDelivery ? deliveryFee(quote.data?.feePerUnit, quantity) : 0;
  const isFeeKnown = !isDelivery || fee !== undefined;
  const toHold = total + (fee ?? 0);
  // Once the purchase is placed the wallet re-reads with the amount held: the summary keeps the
  // balance it was bought against, or it would count the purchase twice and call the wallet short.
  const available = outcome.status === 'sent' ? outcome.balance : balance.data?.amount;
  const canSubmit = canSubmitPurchase(total, available, fee ?? 0) && isFeeKnown && outcome.status !== 'sent';

  // Offers reloaded for a new quantity (or after a price change) may no longer include the
  // chosen contract: then nothing is chosen.
  useEffect(() => {
    if (offers && values.contractId && !offers.some((offer) => offer.contract === values.contractId)) {
      setValues((current) => ({ ...current, contractId: '' }));
    }
  }, [offers, values.contractId]);

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (outcome.status !== 'sent') return;
    const timer = setTimeout(() => closeRef.current(), successCloseDelayMs);
    return () => clearTimeout(timer);
  }, [outcome.status]);

  const problemOf = (field: Field, current: Values = values): string | undefined => {
    if (field === 'quantity') return quantityProblem(current.quantity);
    if (field === 'productId' || field === 'contractId') return choiceProblem(field, current[field]);
    if (field === 'siteId' && current.method === 'delivery') return choiceProblem(field, current.siteId);
    return undefined;
  };
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (touched.has(field) ? problemOf(field) : undefined);

  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const clearServerErrors = (...fields: Field[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const change = (field: Field, value: string) => {
    setValues((current) => {
      if (field === 'productId') return { ...current, productId: value, quantity: '', contractId: '' };
      if (field === 'currency')
        return isCurrency(value) ? { ...current, currency: value, contractId: '' } : current;
      if (field === 'quantity') {
        return parseQuantity(value) === 0
          ? { ...current, quantity: value, contractId: '' }
          : { ...current, quantity: value };
      }
      if (field === 'siteId') return { ...current, siteId: value };
      return { ...current, contractId: value };
    });
    if (field === 'productId') {
      // A new product starts its quantity and contract afresh, messages included.
      setTouched((current) => {
        const next = new Set(current);
        next.delete('quantity');
        next.delete('contractId');
        return next;
      });
      clearServerErrors('productId', 'quantity', 'contractId');
    } else if (field === 'currency' || field === 'quantity') {
      clearServerErrors(field, 'contractId');
    } else {
      clearServerErrors(field);
    }
  };

  /** A field of the form bound by its name: id, value, message, change and leaving it. */
  const fieldProps = (field: Exclude<Field, 'currency'>) => ({
    id: field,
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change(field, event.currentTarget.value),
    onBlur: () => touch(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || outcome.status === 'sending') return;
    setTouched(new Set<Field>(['productId', 'quantity', 'contractId', 'siteId']));
    setServerErrors({});
    if ((['productId', 'quantity', 'contractId', 'siteId'] as const).some((field) => problemOf(field)))
      return;
    setOutcome({ status: 'sending' });
    try {
      const sale = await createSale.mutateAsync({
        purchase: {
          amount: total,
          currency: values.currency,
          productId: values.productId,
          quantity,
          contractId: values.contractId,
          fulfilment: isDelivery ? { method: 'delivery', siteId: values.siteId } : { method: 'collection' },
        },
        idempotencyKey,
      });
      setOutcome({ status: 'sent', sale, balance: available });
    } catch (error) {
      if (error instanceof ApiError) {
        const onFields: Partial<Record<Field, string>> = {};
        for (const item of error.errors) {
          if (item.htmlId in values) onFields[item.htmlId as Field] ??= item.message;
        }
        // A 409 means the price, the stock or the wallet moved since the offers were shown:
        // useCreateSale has re-read the offers and the wallet already, so the new ones show.
        setServerErrors(onFields);
      }
      setOutcome({
        status: 'failed',
        message:
          error instanceof Error ? error.message : 'Something went wrong on our side. Please try again.',
      });
    }
  };

  let contractPlaceholder = 'Choose an offer';
  if (values.productId === '') contractPlaceholder = 'Choose a product first';
  else if (!hasOfferQuery) contractPlaceholder = 'Enter a quantity to see the offers';
  else if (!offers && listings.isError) contractPlaceholder = 'The offers could not be loaded';
  else if (!offers) contractPlaceholder = 'Loading offers...';
  else if (offers.length === 0) contractPlaceholder = 'No offer can fill this quantity';

  const productOptions = [
    { value: '', label: products.isPending ? 'Loading products...' : 'Choose a product' },
    ...(products.data ?? []).map((product) => ({ value: product.id, label: product.name })),
  ];
  const contractOptions = [
    { value: '', label: contractPlaceholder },
    ...(offers ?? []).map((offer) => ({ value: offer.contract, label: offerLabel(offer) })),
  ];

  const after = available === undefined ? undefined : available - toHold;
  const isShort = after !== undefined && total > 0 && after < 0;
  const siteOptions = [
    { value: '', label: sites.isPending ? 'Loading your sites...' : 'Choose a site' },
    ...(sites.data ?? []).map((site) => ({
      value: site.id,
      label: `${site.name} · ${site.lga}, ${site.state}`,
    })),
  ];
  const hasNoSite = isDelivery && sites.data?.length === 0;
  const quoteRefusal = isDelivery && quote.isError ? quote.error.message : undefined;
  const chooseMethod = (method: string) => {
    setValues((current) => ({ ...current, method: method === 'delivery' ? 'delivery' : 'collection' }));
    clearServerErrors('siteId');
  };
  const isSending = outcome.status === 'sending';

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSending}>
      <Stack gap="md">
        {outcome.status === 'sent' && (
          <Alert color="green" variant="light" role="status" title="Done">
            {successText(outcome.sale)}
          </Alert>
        )}
        {outcome.status === 'failed' && (
          <Alert color="red" variant="light" role="alert" title="We could not complete this">
            {outcome.message}
          </Alert>
        )}
        <Text size="sm" c="var(--app-muted)">
          Buy from a supplier's listing. The amount (and the logistics fee of a delivery) is held in your
          wallet until the gas is delivered or collected and you accept it; you can cancel while it is
          Pending.
        </Text>
        {products.isError && (
          <Text size="sm" c="red.8" role="alert">
            We could not load the products. {products.error.message}
          </Text>
        )}
        <NativeSelect
          {...fieldProps('productId')}
          label={labels.productId}
          data={productOptions}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          id="currency"
          name="currency"
          label={labels.currency}
          description="The wallet you pay from and the currency of the offers"
          data={currencyChoices}
          value={values.currency}
          onChange={(event) => change('currency', event.currentTarget.value)}
          withAsterisk
        />
        <TextInput
          {...fieldProps('quantity')}
          label={labels.quantity}
          description="Whole litres"
          inputMode="numeric"
          autoComplete="off"
          rightSection={
            <Text size="xs" c="var(--app-muted)" aria-hidden>
              L
            </Text>
          }
          withAsterisk
        />
        <NativeSelect
          {...fieldProps('contractId')}
          label={labels.contractId}
          description="Offers able to fill this quantity, cheapest first"
          data={contractOptions}
          withAsterisk
        />
        {selected && (
          <Paper withBorder radius="md" p="sm" aria-label="Chosen offer">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
              <OfferFact label="Supplier">{selected.supplier}</OfferFact>
              <OfferFact label="Hub">{selected.hub}</OfferFact>
              <OfferFact label="Price">{selected.priceString}</OfferFact>
              <OfferFact label="Delivery">
                {selected.deliveryDays === 1 ? '1 day' : `${selected.deliveryDays} days`}
              </OfferFact>
            </SimpleGrid>
          </Paper>
        )}
        <Radio.Group
          name="method"
          label="Fulfilment"
          description="Collect at the hub with your own truck, or have our trucks deliver to one of your sites"
          value={values.method}
          onChange={chooseMethod}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            <Radio value="collection" label="Collection at the hub" />
            <Radio value="delivery" label="Delivery to one of your sites" />
          </Group>
        </Radio.Group>
        {isDelivery && (
          <NativeSelect
            {...fieldProps('siteId')}
            error={errorOf('siteId') ?? quoteRefusal}
            label={labels.siteId}
            data={siteOptions}
            withAsterisk
          />
        )}
        {hasNoSite && (
          <Text size="sm">
            You have no delivery site yet.{' '}
            <Anchor component={Link} to={`${paths.offtaker.profile.href()}#delivery-sites`} inherit>
              Add a site in your profile
            </Anchor>{' '}
            or choose collection.
          </Text>
        )}
        {sites.isError && (
          <Text size="sm" c="red.8" role="alert">
            We could not load your delivery sites. {sites.error.message}
          </Text>
        )}
        <Paper withBorder radius="md" p="sm" bg="var(--app-surface)">
          <Stack component="dl" gap={6} m={0} aria-label="Purchase summary">
            <SummaryRow label="Total" id="purchase-total">
              <Money minor={total} currency={values.currency} />
            </SummaryRow>
            {isDelivery && (
              <>
                <SummaryRow
                  label={
                    quote.data
                      ? `Logistics fee (${formatMoney(quote.data.feePerUnit, values.currency)} / Liter)`
                      : 'Logistics fee'
                  }
                  id="logistics-fee"
                >
                  {fee === undefined ? '—' : <Money minor={fee} currency={values.currency} />}
                </SummaryRow>
                <SummaryRow label="Total with delivery" id="total-with-delivery">
                  {fee === undefined ? '—' : <Money minor={toHold} currency={values.currency} />}
                </SummaryRow>
              </>
            )}
            <SummaryRow label={`Wallet balance (${values.currency})`}>
              {outcome.status === 'sent' && available !== undefined ? (
                <Money minor={available} currency={values.currency} />
              ) : balance.isPending ? (
                'Loading...'
              ) : balance.isError ? (
                <Text span c="red.8" inherit>
                  Not available
                </Text>
              ) : (
                <Money minor={balance.data.amount} currency={values.currency} />
              )}
            </SummaryRow>
            <SummaryRow label="Balance after purchase" id="balance-after">
              {after === undefined ? (
                '—'
              ) : (
                <Money minor={after} currency={values.currency} c={isShort ? 'red.8' : undefined} />
              )}
            </SummaryRow>
          </Stack>
        </Paper>
        {balance.isError && (
          <Text size="sm" c="red.8" role="alert">
            We could not load your {values.currency} wallet. {balance.error.message}
          </Text>
        )}
        {isShort && after !== undefined && (
          <Text size="sm" c="red.8">
            Your {values.currency} wallet is short by {formatMoney(-after, values.currency)}.{' '}
            <Anchor component={Link} to={paths.offtaker.deposits.href(values.currency)} inherit>
              Make a deposit
            </Anchor>{' '}
            or choose a smaller quantity.
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            {outcome.status === 'sent' ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" loading={isSending} disabled={!canSubmit}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewTransactionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="New Transaction">
      <NewTransactionForm onClose={onClose} />
    </FormDialog>
  );
}
