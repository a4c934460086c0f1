import {
  type Currency,
  type DisplayUnit,
  displayUnits,
  formatPriceIn,
  formatQuantityIn,
  gasUnits,
} from '@gas/shared';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnitFactors } from '../lib/unit-factors.ts';

// Gas units (issue 19, point 6): litres are what is traded; these show the same quantity or price
// in scm, kg and MMBtu with the product's factors (packages/shared/src/units.ts does the maths).

type UnitSelectProps = {
  value: DisplayUnit;
  onChange: (unit: DisplayUnit) => void;
  /** What the choice changes, for screen readers: "Show quantities and prices in". */
  label?: string;
};

const isDisplayUnit = (value: string): value is DisplayUnit =>
  (displayUnits as readonly string[]).includes(value);

/** Litres, scm, kg or MMBtu: a row of four buttons, narrow enough for a phone. */
export function UnitSelect({ value, onChange, label }: UnitSelectProps) {
  const { t } = useTranslation('components');
  return (
    <SegmentedControl
      aria-label={label ?? t('units.showIn')}
      size="xs"
      value={value}
      onChange={(next) => {
        if (isDisplayUnit(next)) onChange(next);
      }}
      data={displayUnits.map((unit) => ({
        value: unit,
        label: <span title={t(`units.names.${unit}`)}>{unit}</span>,
      }))}
    />
  );
}

type UnitEquivalentProps = {
  /** The product's id or name. */
  product: string | undefined;
  litres: number;
  /** A price per litre in minor units: its MMBtu equivalent is shown too. */
  pricePerLitre?: { minor: number; currency: Currency } | undefined;
};

/**
 * "≈ 6,000 scm · 4,500 kg · 235 MMBtu" (and "₦10,638.30/MMBtu") under a quantity in litres;
 * nothing until the product has factors and the quantity is above zero.
 */
export function UnitEquivalent({ product, litres, pricePerLitre }: UnitEquivalentProps) {
  const { factorsOf } = useUnitFactors();
  const factors = factorsOf(product);
  if (!factors || !Number.isSafeInteger(litres) || litres <= 0) return null;
  const quantities = gasUnits.map((unit) => formatQuantityIn(litres, unit, factors)).join(' · ');
  return (
    <Stack gap={0}>
      <Text size="xs" c="var(--app-muted)" className="tabular">
        ≈ {quantities}
      </Text>
      {pricePerLitre && pricePerLitre.minor > 0 && (
        <Text size="xs" c="var(--app-muted)" className="tabular">
          {formatPriceIn(pricePerLitre.minor, pricePerLitre.currency, 'MMBtu', factors)}
        </Text>
      )}
    </Stack>
  );
}
