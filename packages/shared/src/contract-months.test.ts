import { describe, expect, it } from 'vitest';
import {
  contractLabel,
  deliveryMonthEnd,
  deliveryMonthOf,
  deliveryMonthStart,
  isDeliveryMonth,
  openDeliveryMonths,
  SPOT,
} from './contract-months.ts';

describe('contract months', () => {
  it('names the month in Lagos, an hour ahead of UTC', () => {
    expect(deliveryMonthOf(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11');
    expect(deliveryMonthOf(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
  });

  it('opens this month and the next three, across a year end', () => {
    expect(openDeliveryMonths(new Date('2026-11-27T12:00:00Z'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('starts and ends a month at midnight in Lagos', () => {
    expect(deliveryMonthStart('2027-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(deliveryMonthEnd('2026-12').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(deliveryMonthEnd('2027-02').toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });

  it('accepts only YYYY-MM with a real month', () => {
    expect(isDeliveryMonth('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-1', '26-12', 'Spot', '2026-12-01']) {
      expect(isDeliveryMonth(bad)).toBe(false);
    }
    expect(() => deliveryMonthStart('2026-00')).toThrow(RangeError);
  });

  it('labels Spot and months as users read them', () => {
    expect(contractLabel(null)).toBe(SPOT);
    expect(contractLabel(SPOT)).toBe(SPOT);
    expect(contractLabel('2026-12')).toBe('Dec 2026');
  });
});
