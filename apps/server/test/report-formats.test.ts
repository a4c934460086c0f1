import { describe, expect, it } from 'vitest';
import { csvLine, minorToDecimal } from '../src/modules/reports/csv.ts';
import { dayRange, lagosMonth, lagosMonthStart } from '../src/modules/reports/days.ts';

describe('report days and months are Lagos business days (UTC+1)', () => {
  it('starts a day at 23:00 UTC the evening before and ends a range after its last day', () => {
    expect(dayRange('2026-07-01', '2026-07-31')).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-31T23:00:00Z'),
    });
    expect(dayRange(undefined, undefined)).toEqual({});
  });

  it('puts 23:30 UTC on the last day of a month into the next month', () => {
    expect(lagosMonth(new Date('2026-07-31T22:59:59Z'))).toBe('2026-07');
    expect(lagosMonth(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08');
  });

  it('finds the first instant of a month some months back, across a year end', () => {
    expect(lagosMonthStart(new Date('2026-02-10T12:00:00Z'), 5)).toEqual(new Date('2025-08-31T23:00:00Z'));
    expect(lagosMonthStart(new Date('2026-11-30T23:30:00Z'), 0)).toEqual(new Date('2026-11-30T23:00:00Z'));
  });
});

describe('CSV cells', () => {
  it('writes minor units as exact decimals, including huge and negative amounts', () => {
    expect(minorToDecimal(35_000_000)).toBe('350000.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-1_250)).toBe('-12.50');
    expect(minorToDecimal(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(minorToDecimal(null)).toBeNull();
  });

  it('quotes separators and quotes, and defuses spreadsheet formulas in text', () => {
    expect(csvLine(['Kano, "North" Ltd', 12, null, { decimal: '-3.50' }])).toBe(
      '"Kano, ""North"" Ltd",12,,-3.50\r\n',
    );
    expect(csvLine(['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://evil"")",'+1,'-2,'@SUM(A1)\r\n`,
    );
    expect(csvLine(['line\nbreak'])).toBe('"line\nbreak"\r\n');
  });
});
