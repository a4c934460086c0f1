import type { Sale } from '@gas/shared';
import { type Currency, formatMoney, parseContractId } from '@gas/shared';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, successCloseDelayMs } from '../../components/form-dialog.tsx';
import { UnitEquivalent } from '../../components/units.tsx';
import { ApiError } from '../../lib/api.ts';
import { currencyChoices, isCurrency } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { useCreateSale } from './api/create-sale.ts';
import { useDeliverySites } from './api/get-delivery-sites.ts';
import { useListings } from './api/get-listings.ts';
import { useLogisticsFeeQuote } from './api/get-logistics-fee-quote.ts';
import { usePurchasableProducts } from './api/get-purchasable-products.ts';
import { useWalletBalance } from './api/get-wallet-balance.ts';
import { ChosenOffer, ContractPicker } from './contract-picker.tsx';
import { DeliveryTerms, type Method } from './delivery-terms.tsx';
import {
  canSubmitPurchase,
  choiceProblem,
  deliveryFee,
  isOrderableQuantity,
  parseQuantity,
  purchaseTotal,
  quantityProblem,
} from './purchase-rules.ts';
import { PurchaseSummary, type WalletState } from './purchase-summary.tsx';

/*
 * New Transaction (spec section 5): product, currency, quantity and contract. The contracts are
 * the offers of the listings call (Spot and delivery months: contract-picker.tsx), asked for
 * only once the quantity is above 0. Total = quantity x the contract's unit price; Submit is enabled only when the total is above 0 and the wallet
 * in that currency holds at least the total. Changing the product resets quantity and contract;
 * a quantity of 0 (or one that is not a number, which counts as 0) clears the contract.
 *
 * It looks and behaves like DialogForm (progress on Submit, green alert then close after 1 s,
 * the first server error in a red alert, errors on their fields, what was typed kept), but
 * keeps its own submit button because DialogForm's cannot be disabled by the form.
 */

type Field = 'productId' | 'currency' | 'quantity' | 'contractId' | 'siteId';
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

function successText(sale: Sale, t: TFunction<'trading'>): string {
  const held = formatMoney(sale.amount + (sale.logisticsFee ?? 0), sale.currency);
  const values = { reference: sale.reference, held, currency: sale.currency, supplier: sale.supplier.name };
  return sale.fulfilmentMethod === 'delivery'
    ? t('newTransaction.placedDelivered', values)
    : t('newTransaction.placedCollected', values);
}

/** Why the Contract select has nothing to choose yet, or the prompt to choose. */
function contractPlaceholderKey(state: {
  hasProduct: boolean;
  hasOfferQuery: boolean;
  offers: unknown[] | undefined;
  isError: boolean;
}) {
  if (!state.hasProduct) return 'contract.chooseProductFirst' as const;
  if (!state.hasOfferQuery) return 'contract.enterQuantity' as const;
  if (!state.offers && state.isError) return 'contract.offersFailed' as const;
  if (!state.offers) return 'contract.loadingOffers' as const;
  if (state.offers.length === 0) return 'contract.noOffer' as const;
  return 'contract.chooseOffer' as const;
}

function NewTransactionForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('trading');
  const { t: tValidation } = useTranslation('validation');
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
    // The fee runs from the offer's hub: Spot or month, the contract names its inventory.
    inventoryId: isDelivery && selected ? parseContractId(selected.contract).inventoryId : '',
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
  // The shared rules word their messages in English; they are said in the reader's language here.
  const errorOf = (field: Field) => {
    const message = serverErrors[field] ?? (touched.has(field) ? problemOf(field) : undefined);
    return message === undefined ? undefined : translateValidationMessage(message, tValidation);
  };

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
          // The fee quoted with the purchase: if the operators changed it since, the server
          // refuses (409 on the site) instead of holding a fee the buyer did not see.
          fulfilment: isDelivery
            ? { method: 'delivery', siteId: values.siteId, logisticsFee: fee }
            : { method: 'collection' },
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
        message: error instanceof Error ? error.message : t('newTransaction.unknownFailure'),
      });
    }
  };

  const contractPlaceholder = t(
    contractPlaceholderKey({
      hasProduct: values.productId !== '',
      hasOfferQuery,
      offers,
      isError: listings.isError,
    }),
  );

  const productOptions = [
    {
      value: '',
      label: products.isPending ? t('newTransaction.loadingProducts') : t('newTransaction.chooseProduct'),
    },
    ...(products.data ?? []).map((product) => ({ value: product.id, label: product.name })),
  ];

  const after = available === undefined ? undefined : available - toHold;
  // Once placed, the summary keeps the balance the purchase was made against (see `available`).
  const walletState: WalletState =
    outcome.status === 'sent' && available !== undefined
      ? { state: 'ready', amount: available }
      : balance.isPending
        ? { state: 'loading' }
        : balance.isError
          ? { state: 'error', message: balance.error.message }
          : { state: 'ready', amount: balance.data.amount };
  const quoteRefusal = isDelivery && quote.isError ? quote.error.message : undefined;
  const chooseMethod = (method: Method) => {
    setValues((current) => ({ ...current, method }));
    clearServerErrors('siteId');
  };
  const isSending = outcome.status === 'sending';

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSending}>
      <Stack gap="md">
        {outcome.status === 'sent' && (
          <Alert color="green" variant="light" role="status" title={t('newTransaction.done')}>
            {successText(outcome.sale, t)}
          </Alert>
        )}
        {outcome.status === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t('newTransaction.failed')}>
            {outcome.message}
          </Alert>
        )}
        <Text size="sm" c="var(--app-muted)">
          {t('newTransaction.intro')}
        </Text>
        {products.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t('newTransaction.productsFailed', { message: products.error.message })}
          </Text>
        )}
        <NativeSelect
          {...fieldProps('productId')}
          label={t('fields.productId')}
          data={productOptions}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          id="currency"
          name="currency"
          label={t('fields.currency')}
          description={t('newTransaction.currencyHint')}
          data={currencyChoices}
          value={values.currency}
          onChange={(event) => change('currency', event.currentTarget.value)}
          withAsterisk
        />
        <TextInput
          {...fieldProps('quantity')}
          label={t('fields.quantity')}
          description={t('newTransaction.quantityHint')}
          inputMode="numeric"
          autoComplete="off"
          rightSection={
            <Text size="xs" c="var(--app-muted)" aria-hidden>
              {t('newTransaction.litreSymbol')}
            </Text>
          }
          withAsterisk
        />
        <ContractPicker
          field={fieldProps('contractId')}
          label={t('fields.contractId')}
          placeholder={contractPlaceholder}
          offers={offers}
        />
        {selected && <ChosenOffer offer={selected} />}
        <UnitEquivalent
          product={values.productId}
          litres={quantity}
          pricePerLitre={selected && { minor: selected.price, currency: values.currency }}
        />
        <DeliveryTerms
          method={values.method}
          onMethod={chooseMethod}
          siteField={{ ...fieldProps('siteId'), error: errorOf('siteId') ?? quoteRefusal }}
          siteLabel={t('fields.siteId')}
          sites={sites}
        />
        <PurchaseSummary
          currency={values.currency}
          total={total}
          delivery={isDelivery ? { feePerUnit: quote.data?.feePerUnit, fee, toHold } : undefined}
          wallet={walletState}
          after={after}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            {outcome.status === 'sent' ? t('newTransaction.close') : t('newTransaction.cancel')}
          </Button>
          <Button type="submit" loading={isSending} disabled={!canSubmit}>
            {t('newTransaction.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewTransactionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('trading');
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('newTransaction.title')}>
      <NewTransactionForm onClose={onClose} />
    </FormDialog>
  );
}
