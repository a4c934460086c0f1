import {
  type Currency,
  currencies,
  currencySymbols,
  type DisplayUnit,
  formatPriceIn,
  formatQuantity,
  formatQuantityIn,
  parseAmountToMinor,
  type UnitFactors,
} from '@gas/shared';
import { Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitSelect } from '../../components/units.tsx';
import { useUnitFactors } from '../../lib/unit-factors.ts';

// Market Data in other units (issue 19, point 6). The server sends each row in litres, its
// prices formatted ("₦1,210.00 (800 L)"); the page converts them here with the product's factors,
// exactly (the amount is read back as text into minor units, never through a float).

// The unit chosen on the page, kept while the visitor moves around the site: every cell reads it.
let chosenUnit: DisplayUnit = 'L';
const listeners = new Set<() => void>();

function chooseUnit(unit: DisplayUnit) {
  chosenUnit = unit;
  for (const listener of listeners) listener();
}

function useChosenUnit(): DisplayUnit {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chosenUnit,
  );
}

/** The page's unit choice, with what it means. */
export function MarketUnitSelect() {
  const { t } = useTranslation('markets');
  const unit = useChosenUnit();
  const factors = useUnitFactors();
  if (!factors.data?.length) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="var(--app-muted)">
        {t('units.showIn')}
      </Text>
      <UnitSelect value={unit} onChange={chooseUnit} />
      {unit !== 'L' && (
        <Text size="xs" c="var(--app-muted)" w="100%">
          {t('units.converted')}
        </Text>
      )}
    </Group>
  );
}

/** The factors of a row's product in the chosen unit; null when the row stays in litres. */
function useConversion(product: string): { unit: Exclude<DisplayUnit, 'L'>; factors: UnitFactors } | null {
  const unit = useChosenUnit();
  const { factorsOf } = useUnitFactors();
  const factors = factorsOf(product);
  return unit === 'L' || !factors ? null : { unit, factors };
}

/** A row's quantity on offer, in litres or the chosen unit. */
export function MarketQuantity({ product, litres }: { product: string; litres: number }) {
  const conversion = useConversion(product);
  const text = conversion
    ? formatQuantityIn(litres, conversion.unit, conversion.factors)
    : formatQuantity(litres);
  return <span className="tabular">{text}</span>;
}

const bySymbol = new Map<string, Currency>(
  currencies.map((currency) => [currencySymbols[currency], currency]),
);

/** "₦1,210.00 (800 L)" -> its price, quantity and any rest; null when it reads otherwise. */
export function readMarketPrice(
  text: string,
): { minor: number; currency: Currency; litres?: number; rest: string } | null {
  const match = /^(\S)([\d,]+\.\d{2})(?:\s+\(([\d,]+) L\))?(.*)$/.exec(text);
  const currency = match ? bySymbol.get(match[1]!) : undefined;
  const minor = match ? parseAmountToMinor(match[2]!) : null;
  if (!match || !currency || minor === null) return null;
  const litres = match[3] === undefined ? undefined : Number(match[3].replace(/,/g, ''));
  return { minor, currency, ...(litres === undefined ? {} : { litres }), rest: match[4] ?? '' };
}

/** One line of a bid list: as the server wrote it in litres, or converted to the chosen unit. */
export function MarketPrice({
  value,
  product,
  inLitres,
}: {
  value: string;
  product: string;
  inLitres: string;
}) {
  const conversion = useConversion(product);
  const read = conversion ? readMarketPrice(value) : null;
  if (!conversion || !read) return <>{inLitres}</>;
  const price = formatPriceIn(read.minor, read.currency, conversion.unit, conversion.factors);
  const quantity =
    read.litres === undefined
      ? ''
      : ` (${formatQuantityIn(read.litres, conversion.unit, conversion.factors)})`;
  return (
    <>
      {price}
      {quantity}
      {read.rest}
    </>
  );
}
