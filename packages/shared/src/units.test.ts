import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRoundingHalfUp,
  formatFactor,
  formatPriceIn,
  formatQuantityIn,
  formatUnitQuantity,
  litresToUnit,
  parseFactor,
  pricePerLitre,
  pricePerUnit,
  totalInUnit,
  typicalUnitFactors,
  type UnitFactors,
  unitFactorsOf,
  unitFactorsRequestSchema,
  unitToLitres,
} from './units.ts';

const nano = 1_000_000_000;
const lng: UnitFactors = unitFactorsOf(typicalUnitFactors.LNG);
const cng: UnitFactors = unitFactorsOf(typicalUnitFactors.CNG);

/** Factors from one nano-unit to the maximum (10 per litre). */
const anyFactor = fc.bigInt({ min: 1n, max: 10n * BigInt(nano) });
/** Factors a real gas has: 0.001 to 10 per litre. */
const realFactor = fc.bigInt({ min: 1_000_000n, max: 10n * BigInt(nano) });
const litres = fc.integer({ min: 0, max: 1_000_000_000 });
const price = fc.integer({ min: 0, max: 100_000_000 });

describe('rounding', () => {
  it('rounds half up, and half away from zero below zero', () => {
    expect(divideRoundingHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundingHalfUp(7n, 2n)).toBe(4n);
    expect(divideRoundingHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundingHalfUp(5n, 3n)).toBe(2n);
    expect(divideRoundingHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundingHalfUp(0n, 7n)).toBe(0n);
  });

  it('rounds a half-way price up: ₦0.05/L at 0.2 per litre is ₦0.25, at 0.4 it is 12.5 kobo -> 13', () => {
    expect(pricePerUnit(5, parseFactor('0.2')!)).toBe(25);
    expect(pricePerUnit(5, parseFactor('0.4')!)).toBe(13);
    expect(pricePerLitre(25, parseFactor('0.5')!)).toBe(13);
  });

  it('rounds a half-way quantity up: 1 L at 0.0005 per litre is 0.001 (half of 0.001 up)', () => {
    expect(litresToUnit(1, parseFactor('0.0005')!)).toBe(1);
    expect(litresToUnit(1, parseFactor('0.0004999')!)).toBe(0);
  });
});

describe('factors', () => {
  it('keeps a factor exact: parse and format are inverses on every decimal the API may carry', () => {
    expect(parseFactor('0.0235')).toBe(23_500_000n);
    expect(formatFactor(23_500_000n)).toBe('0.0235');
    expect(formatFactor(10_000_000_000n)).toBe('10');
    fc.assert(fc.property(anyFactor, (factor) => parseFactor(formatFactor(factor)) === factor));
  });

  it('refuses zero, negatives, more than 9 places, more than 10 per litre and words', () => {
    for (const text of [
      '0',
      '0.000000000',
      '-0.45',
      '0.0000000001',
      '10.000000001',
      '600',
      'abc',
      '',
      '1e-3',
    ]) {
      expect(parseFactor(text), text).toBeNull();
    }
    expect(parseFactor(' 0.45 ')).toBe(450_000_000n);
  });

  it('takes the three factors as decimal text, normalised, and names the field it refuses', () => {
    const parsed = unitFactorsRequestSchema.safeParse({
      scmPerLitre: '0.6',
      kgPerLitre: ' 0.450 ',
      mmbtuPerLitre: '0.02350',
    });
    expect(parsed.data).toEqual({ scmPerLitre: '0.6', kgPerLitre: '0.45', mmbtuPerLitre: '0.0235' });
    const refused = unitFactorsRequestSchema.safeParse({
      scmPerLitre: '0',
      kgPerLitre: '',
      mmbtuPerLitre: 0.0235,
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scmPerLitre', 'scm per litre must be a number above 0 and at most 10, with at most 9 decimal places'],
      ['kgPerLitre', 'kg per litre is required'],
      ['mmbtuPerLitre', 'MMBtu per litre must be written as text, e.g. "0.45"'],
    ]);
    const missing = unitFactorsRequestSchema.safeParse({ scmPerLitre: '600', kgPerLitre: '1.0000000001' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scmPerLitre', 'scm per litre must be a number above 0 and at most 10, with at most 9 decimal places'],
      ['kgPerLitre', 'kg per litre must be a number above 0 and at most 10, with at most 9 decimal places'],
      ['mmbtuPerLitre', 'MMBtu per litre is required'],
    ]);
  });
});

describe('quantities', () => {
  it('converts litres of LNG: 10,000 L is 6,000 scm, 4,500 kg and 235 MMBtu', () => {
    expect(formatQuantityIn(10_000, 'scm', lng)).toBe('6,000 scm');
    expect(formatQuantityIn(10_000, 'kg', lng)).toBe('4,500 kg');
    expect(formatQuantityIn(10_000, 'MMBtu', lng)).toBe('235 MMBtu');
    expect(formatQuantityIn(10_000, 'L', lng)).toBe('10,000 L');
    expect(formatUnitQuantity(litresToUnit(1, cng.MMBtu), 'MMBtu')).toBe('0.009 MMBtu');
    expect(unitToLitres(235_000, lng.MMBtu)).toBe(10_000);
  });

  it('litres -> unit -> litres comes back within one rounding step (exactly, for a real gas)', () => {
    fc.assert(
      fc.property(litres, anyFactor, (amount, factor) => {
        const back = unitToLitres(litresToUnit(amount, factor), factor);
        // Half a litre, plus half a thousandth of the unit expressed in litres.
        const allowed = 0.5 + (0.0005 * nano) / Number(factor);
        return Math.abs(back - amount) <= allowed;
      }),
    );
    fc.assert(
      fc.property(
        litres,
        realFactor,
        (amount, factor) => unitToLitres(litresToUnit(amount, factor), factor) === amount,
      ),
    );
  });

  it('is never further than half a thousandth from the exact figure', () => {
    fc.assert(
      fc.property(litres, anyFactor, (amount, factor) => {
        const shown = BigInt(litresToUnit(amount, factor));
        const exactTimesScale = BigInt(amount) * factor * 1000n; // shown * 1e9 should be near this
        const error = shown * BigInt(nano) - exactTimesScale;
        return 2n * (error < 0n ? -error : error) <= BigInt(nano);
      }),
    );
  });

  it('totals the exact litres and rounds once', () => {
    // Three lines of 1 L at 0.0005 per litre: each rounds to 0.001, the total is 0.0015 -> 0.002.
    const half = parseFactor('0.0005')!;
    const lines = [1, 1, 1].map((amount) => ({ litres: amount, factor: half }));
    expect(totalInUnit(lines)).toBe(2);
    expect(
      totalInUnit([
        { litres: 10_000, factor: lng.MMBtu },
        { litres: 100_000, factor: cng.MMBtu },
      ]),
    ).toBe(1_095_000);
  });
});

describe('prices', () => {
  it('shows a litre price per unit: ₦250/L of LNG is ₦10,638.30/MMBtu and ₦416.67/scm', () => {
    expect(formatPriceIn(25_000, 'NGN', 'MMBtu', lng)).toBe('₦10,638.30/MMBtu');
    expect(formatPriceIn(25_000, 'NGN', 'scm', lng)).toBe('₦416.67/scm');
    expect(formatPriceIn(25_000, 'NGN', 'L', lng)).toBe('₦250.00/L');
    expect(formatPriceIn(30, 'USD', 'kg', lng)).toBe('$0.67/kg');
  });

  it('never loses more than half a minor unit either way', () => {
    fc.assert(
      fc.property(price, realFactor, (minor, factor) => {
        // per unit: minor / (factor / 1e9); |shown - exact| <= 1/2  <=>  |2 (shown * factor - minor * 1e9)| <= factor
        const perUnit = BigInt(pricePerUnit(minor, factor));
        const unitError = perUnit * factor - BigInt(minor) * BigInt(nano);
        // per litre: minor * factor / 1e9; |2 (shown * 1e9 - minor * factor)| <= 1e9
        const perLitre = BigInt(pricePerLitre(minor, factor));
        const litreError = perLitre * BigInt(nano) - BigInt(minor) * factor;
        const abs = (value: bigint) => (value < 0n ? -value : value);
        return 2n * abs(unitError) <= factor && 2n * abs(litreError) <= BigInt(nano);
      }),
    );
  });

  it('per litre -> per unit -> per litre is exact whenever a unit holds more than a litre (factor below 1)', () => {
    fc.assert(
      fc.property(price, fc.bigInt({ min: 1_000_000n, max: BigInt(nano) - 1n }), (minor, factor) => {
        return pricePerLitre(pricePerUnit(minor, factor), factor) === minor;
      }),
    );
  });
});

describe('typical factors (the demo defaults) agree with each other and with published values', () => {
  const ratio = (a: bigint, b: bigint) => Number(a) / Number(b);

  for (const [name, factors] of [
    ['LNG', lng],
    ['CNG', cng],
  ] as const) {
    it(`${name}: gas at standard conditions weighs 0.68–0.85 kg/scm and carries 0.033–0.042 MMBtu/scm`, () => {
      expect(ratio(factors.kg, factors.scm)).toBeGreaterThan(0.68);
      expect(ratio(factors.kg, factors.scm)).toBeLessThan(0.85);
      expect(ratio(factors.MMBtu, factors.scm)).toBeGreaterThan(0.033);
      expect(ratio(factors.MMBtu, factors.scm)).toBeLessThan(0.042);
    });
  }

  it('LNG: 430–470 kg/m³, about 600 volumes of gas, 48–54 MMBtu per tonne', () => {
    expect(Number(lng.kg) / nano).toBeGreaterThanOrEqual(0.43);
    expect(Number(lng.kg) / nano).toBeLessThanOrEqual(0.47);
    expect(Number(lng.scm) / nano).toBeGreaterThan(0.55);
    expect(Number(lng.scm) / nano).toBeLessThan(0.65);
    const mmbtuPerTonne = ratio(lng.MMBtu, lng.kg) * 1000;
    expect(mmbtuPerTonne).toBeGreaterThan(48);
    expect(mmbtuPerTonne).toBeLessThan(54);
  });

  it('CNG at 200–250 bar: 0.19–0.29 scm and 0.14–0.21 kg per litre of cylinder', () => {
    expect(Number(cng.scm) / nano).toBeGreaterThan(0.19);
    expect(Number(cng.scm) / nano).toBeLessThan(0.29);
    expect(Number(cng.kg) / nano).toBeGreaterThan(0.14);
    expect(Number(cng.kg) / nano).toBeLessThan(0.21);
  });
});
