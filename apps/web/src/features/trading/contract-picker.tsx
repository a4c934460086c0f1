import { formatMoney, type Offer } from '@gas/shared';
import { NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../lib/months.ts';
import { quantityWithUnit, unitSingular } from '../../lib/quantities.ts';

// The Contract field of New Transaction (spec section 5) and the facts of the offer chosen. Offers
// are Spot (delivery as soon as the hub can dispatch) or a delivery month (issue 19, forward
// contracts); with more than one contract on offer they are grouped under Spot and each month.

/**
 * The contract an offer is on, as users read it: 'Spot' or 'Dec 2026' (Hausa 'Nan take', 'Dis
 * 2026'). The server's `contractLabel` is English; the words come from here.
 */
export const contractOfOffer = (offer: Offer, t: TFunction<'trading'>) =>
  offer.deliveryMonth ? formatMonth(offer.deliveryMonth) : t('contract.spot');

/** An offer's unit price: '₦350.00 / Liter' (Hausa '₦350.00 / lita'), as the server's `priceString`. */
export const priceOfOffer = (offer: Offer) =>
  `${formatMoney(offer.price, offer.currency)} / ${unitSingular(offer.unit)}`;

/** One offer as the Contract select shows it: hub, supplier, price, what is available (and the month). */
export function offerLabel(offer: Offer, t: TFunction<'trading'>): string {
  const values = {
    hub: offer.hub,
    supplier: offer.supplier,
    price: priceOfOffer(offer),
    quantity: quantityWithUnit(offer.available, offer.unit),
  };
  return offer.deliveryMonth
    ? t('contract.offerInMonth', { ...values, month: contractOfOffer(offer, t) })
    : t('contract.offer', values);
}

type Option = { value: string; label: string };
type Group = { group: string; items: Option[] };

/** The select's options after the placeholder: flat for Spot alone, grouped by contract otherwise. */
export function contractOptions(offers: Offer[], t: TFunction<'trading'>): (Option | Group)[] {
  const groups = new Map<string, Option[]>();
  for (const offer of offers) {
    const contract = contractOfOffer(offer, t);
    groups.set(contract, [
      ...(groups.get(contract) ?? []),
      { value: offer.contract, label: offerLabel(offer, t) },
    ]);
  }
  if (groups.size <= 1) return [...groups.values()].flat();
  return [...groups].map(([group, items]) => ({ group, items }));
}

type FieldProps = {
  id: string;
  name: string;
  value: string;
  error: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
};

/** The Contract select: a placeholder saying why nothing can be chosen yet, then the offers. */
export function ContractPicker({
  field,
  label,
  placeholder,
  offers,
}: {
  field: FieldProps;
  label: string;
  placeholder: string;
  offers: Offer[] | undefined;
}) {
  const { t } = useTranslation('trading');
  return (
    <NativeSelect
      {...field}
      label={label}
      description={t('contract.hint')}
      data={[{ value: '', label: placeholder }, ...contractOptions(offers ?? [], t)]}
      withAsterisk
    />
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

/** What the chosen offer is: supplier, hub, contract, price and when it is delivered. */
export function ChosenOffer({ offer }: { offer: Offer }) {
  const { t } = useTranslation('trading');
  const days = t('contract.days', { count: offer.deliveryDays });
  return (
    <Paper withBorder radius="md" p="sm" aria-label={t('contract.chosenOffer')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
        <OfferFact label={t('contract.supplier')}>{offer.supplier}</OfferFact>
        <OfferFact label={t('contract.hub')}>{offer.hub}</OfferFact>
        <OfferFact label={t('contract.contract')}>{contractOfOffer(offer, t)}</OfferFact>
        <OfferFact label={t('contract.price')}>{priceOfOffer(offer)}</OfferFact>
        <OfferFact label={t('contract.delivery')}>
          {offer.deliveryMonth ? t('contract.withinMonth', { month: contractOfOffer(offer, t) }) : days}
        </OfferFact>
      </SimpleGrid>
    </Paper>
  );
}
