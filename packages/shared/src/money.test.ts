import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatMoney, formatQuantity, parseAmountToMinor } from './money.ts';

describe('money formatting', () => {
  it('shows the currency symbol, thousands separators and two decimals', () => {
    expect(formatMoney(35_000_000, 'NGN')).toBe('₦350,000.00');
    expect(formatMoney(125, 'USD')).toBe('$1.25');
    expect(formatMoney(-5_000, 'NGN')).toBe('-₦50.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('uses compact notation for dashboard cards', () => {
    expect(formatCompactMoney(120_000_000, 'NGN')).toBe('₦1.2M');
    expect(formatCompactMoney(99_900, 'USD')).toBe('$999');
    expect(formatCompactMoney(1_550_000_000_00, 'NGN')).toBe('₦1.6B');
  });

  it('groups quantities', () => {
    expect(formatQuantity(12_500)).toBe('12,500');
  });
});

describe('parsing typed amounts', () => {
  it('strips commas and converts to minor units without floating point', () => {
    expect(parseAmountToMinor('350,000')).toBe(35_000_000);
    expect(parseAmountToMinor('1,234.5')).toBe(123_450);
    expect(parseAmountToMinor('0.29')).toBe(29);
    expect(parseAmountToMinor(' 10.01 ')).toBe(1_001);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e5', '12..3', '9'.repeat(20)]) {
      expect(parseAmountToMinor(text), text).toBeNull();
    }
  });
});
