import { contractOf, type Offer } from '@gas/shared';
import { NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { quantityWithUnit } from '../../lib/quantities.ts';

// The Contract field of New Transaction (spec section 5) and the facts of the offer chosen. Offers
// are Spot (delivery as soon as the hub can dispatch) or a delivery month (issue 19, forward
// contracts); with more than one contract on offer they are grouped under Spot and each month.

/** The contract an offer is on, as users read it: 'Spot' or 'Dec 2026'. */
export const contractOfOffer = (offer: Offer) => offer.contractLabel ?? contractOf(offer.deliveryMonth);

/** One offer as the Contract select shows it: hub, supplier, price, what is available (and the month). */
export function offerLabel(offer: Offer): string {
  const label = `${offer.hub} · ${offer.supplier} · ${offer.priceString} · ${quantityWithUnit(offer.available, offer.unit)} available`;
  return offer.deliveryMonth ? `${label} · delivery in ${contractOfOffer(offer)}` : label;
}

type Option = { value: string; label: string };
type Group = { group: string; items: Option[] };

/** The select's options after the placeholder: flat for Spot alone, grouped by contract otherwise. */
export function contractOptions(offers: Offer[]): (Option | Group)[] {
  const groups = new Map<string, Option[]>();
  for (const offer of offers) {
    const contract = contractOfOffer(offer);
    groups.set(contract, [
      ...(groups.get(contract) ?? []),
      { value: offer.contract, label: offerLabel(offer) },
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
  return (
    <NativeSelect
      {...field}
      label={label}
      description="Spot or a delivery month; offers able to fill this quantity, cheapest first"
      data={[{ value: '', label: placeholder }, ...contractOptions(offers ?? [])]}
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
  const days = offer.deliveryDays === 1 ? '1 day' : `${offer.deliveryDays} days`;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Chosen offer">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
        <OfferFact label="Supplier">{offer.supplier}</OfferFact>
        <OfferFact label="Hub">{offer.hub}</OfferFact>
        <OfferFact label="Contract">{contractOfOffer(offer)}</OfferFact>
        <OfferFact label="Price">{offer.priceString}</OfferFact>
        <OfferFact label="Delivery">
          {offer.deliveryMonth ? `Within ${contractOfOffer(offer)}` : days}
        </OfferFact>
      </SimpleGrid>
    </Paper>
  );
}
