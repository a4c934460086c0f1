import { afterEach, describe, expect, it } from 'vitest';
import { contractLabel } from './contract-months.ts';
import { formatDate, formatDateTime } from './dates.ts';
import {
  assumeHausaData,
  formatDateWith,
  getDisplayLocale,
  hasHausaData,
  setDisplayLocale,
} from './locale.ts';
import { formatCompactMoney, formatLitres, formatMoney, formatQuantity } from './money.ts';
import { formatQuantityIn } from './units.ts';

const afternoon = new Date('2025-08-14T15:05:00Z');
const morning = new Date('2026-12-01T09:30:00Z');

afterEach(() => {
  setDisplayLocale('en-NG');
  assumeHausaData(undefined);
});

describe('formats in English (the spec, unchanged)', () => {
  it('writes money, quantities and dates as the spec shows them, with or without the en-NG locale', () => {
    for (const locale of [undefined, 'en-NG'] as const) {
      expect(formatMoney(35_000_000, 'NGN', locale)).toBe('₦350,000.00');
      expect(formatMoney(-1_250, 'USD', locale)).toBe('-$12.50');
      expect(formatCompactMoney(120_000_000, 'NGN', locale)).toBe('₦1.2M');
      expect(formatQuantity(12_500, locale)).toBe('12,500');
      expect(formatDateTime(afternoon, 'UTC', locale)).toBe('Aug 14, 3:05 PM');
      expect(formatDate(afternoon, 'UTC', locale)).toBe('Aug 14, 2025');
    }
    expect(getDisplayLocale()).toBe('en-NG');
    expect(contractLabel('2026-12')).toBe('Dec 2026');
  });
});

describe('formats in Hausa', () => {
  it('keeps ₦ and $ before the figures, with the same digits and grouping', () => {
    expect(formatMoney(35_000_000, 'NGN', 'ha-NG')).toBe('₦350,000.00');
    expect(formatMoney(99, 'USD', 'ha-NG')).toBe('$0.99');
    expect(formatCompactMoney(150_000_000_000, 'NGN', 'ha-NG')).toBe('₦1.5B');
    expect(formatQuantity(12_500, 'ha-NG')).toBe('12,500');
  });

  it("writes dates with Hausa months and SF/YM from the runtime's Hausa data", () => {
    expect(hasHausaData()).toBe(true); // Node's full ICU
    expect(formatDateTime(afternoon, 'UTC', 'ha-NG')).toBe('Agu 14, 3:05 YM');
    expect(formatDateTime(morning, 'UTC', 'ha-NG')).toBe('Dis 1, 9:30 SF');
    expect(formatDate(afternoon, 'UTC', 'ha-NG')).toBe('14 Agu, 2025');
  });

  it('falls back to the en-NG patterns with Hausa words where the runtime has no Hausa (Chromium)', () => {
    assumeHausaData(false);
    expect(formatDateTime(afternoon, 'UTC', 'ha-NG')).toBe('14 Agu, 3:05 YM');
    expect(formatDateTime(morning, 'UTC', 'ha-NG')).toBe('1 Dis, 9:30 SF');
    expect(formatDate(afternoon, 'UTC', 'ha-NG')).toBe('14 Agu 2025');
    expect(formatDateWith(morning, { month: 'long', year: 'numeric', timeZone: 'UTC' }, 'ha-NG')).toBe(
      'Disamba 2026',
    );
    expect(formatMoney(35_000_000, 'NGN', 'ha-NG')).toBe('₦350,000.00');
  });

  it('is the default once the reader chooses Hausa (the web app), and an explicit locale wins', () => {
    setDisplayLocale('ha-NG');
    expect(formatDateTime(afternoon, 'UTC')).toBe('Agu 14, 3:05 YM');
    expect(contractLabel('2026-12')).toBe('Dis 2026');
    expect(formatQuantityIn(10_000, 'L', { scm: 0n, kg: 0n, MMBtu: 0n })).toBe('10,000 L');
    expect(formatDateTime(afternoon, 'UTC', 'en-NG')).toBe('Aug 14, 3:05 PM');
  });
});

describe('formatLitres', () => {
  it('writes one litre in the singular and every other quantity in the plural', () => {
    expect(formatLitres(1)).toBe('1 litre');
    expect(formatLitres(0)).toBe('0 litres');
    expect(formatLitres(12_500)).toBe('12,500 litres');
  });
});
