import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks } from './ticks.ts';

const evenlySpaced = (ticks: number[]) =>
  ticks.slice(1).every((tick, index) => Math.abs(tick - ticks[index]! - (ticks[1]! - ticks[0]!)) < 1e-9);

describe('nice ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten, at least the rough step', () => {
    expect(niceStep(0.3)).toBe(0.5);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(4)).toBe(5);
    expect(niceStep(400_000_000)).toBe(500_000_000);
    expect(niceStep(7_000)).toBe(10_000);
  });

  it('labels every step of a monthly chart from ₦0 (minor units), none skipped', () => {
    // ₦16M and ₦2.6M in kobo.
    const { ticks, domain } = niceTicks([1_600_000_000, 262_500_000, 0], { includeZero: true, minStep: 100 });
    expect(ticks).toEqual([0, 500_000_000, 1_000_000_000, 1_500_000_000, 2_000_000_000]);
    expect(domain).toEqual([0, 2_000_000_000]);
  });

  it('gives a flat price a range around it with round, even steps', () => {
    // One price of ₦338.50, in kobo.
    const { ticks } = niceTicks([33_850], { minStep: 1 });
    expect(ticks).toEqual([32_000, 33_000, 34_000, 35_000, 36_000]);
    expect(ticks[0]).toBeLessThan(33_850);
    expect(ticks.at(-1)).toBeGreaterThan(33_850);
  });

  it('keeps a series of zeros (or no series) on a small axis from 0', () => {
    expect(niceTicks([0, 0], { includeZero: true, minStep: 100 }).ticks).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks([], { includeZero: true, minStep: 1 }).ticks).toEqual([0, 1, 2, 3, 4]);
  });

  it('never gives more ticks than asked, always evenly spaced, covering every value', () => {
    const series = [
      [34_250, 35_000, 36_500],
      [1, 2, 3, 97],
      [12_000, 12_000_000],
      [-50, 30],
      [0.1, 0.2, 0.7],
    ];
    for (const values of series) {
      const { ticks } = niceTicks(values, { count: 5 });
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(evenlySpaced(ticks)).toBe(true);
      expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
    }
    expect(niceTicks([0.1, 0.2, 0.7]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});
