import { describe, expect, it } from 'vitest';
import { auditEntrySchema, auditQuerySchema } from './audit.ts';
import { dashboardSchema } from './dashboard.ts';
import {
  depositsReportAnswerSchema,
  depositsReportQuerySchema,
  firstReportDay,
  isDateRangeInOrder,
  lastReportDay,
  reportDaySchema,
  salesReportQuerySchema,
} from './reports.ts';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('report days', () => {
  it('take YYYY-MM-DD days that exist', () => {
    expect(reportDaySchema.safeParse('2026-02-28').success).toBe(true);
    expect(problems(reportDaySchema.safeParse('28/02/2026'))[0]).toEqual(['', 'Enter a date as YYYY-MM-DD']);
    expect(problems(reportDaySchema.safeParse('2026-13-01'))).toEqual([['', 'Enter a real date']]);
  });

  it('refuse a day the calendar does not have instead of moving it to the next month', () => {
    // Date.parse reads these as 2 March, 1 May and 1 March: a report would show another day.
    for (const day of ['2026-02-30', '2026-04-31', '2026-02-29']) {
      expect(problems(reportDaySchema.safeParse(day)), day).toEqual([['', 'Enter a real date']]);
      for (const schema of [salesReportQuerySchema, depositsReportQuerySchema, auditQuerySchema]) {
        expect(problems(schema.safeParse({ from: day })), day).toEqual([['from', 'Enter a real date']]);
      }
    }
    for (const day of ['2028-02-29', '2026-12-31']) {
      expect(reportDaySchema.safeParse(day).success, day).toBe(true);
    }
  });

  it('run from 2000-01-01 to 9999-12-31: years 0 and 1 are not days a report can hold', () => {
    expect(reportDaySchema.safeParse(firstReportDay).success).toBe(true);
    expect(reportDaySchema.safeParse(lastReportDay).success).toBe(true);
    for (const day of ['0000-01-01', '0001-01-01', '1999-12-31']) {
      expect(problems(reportDaySchema.safeParse(day)), day).toEqual([
        ['', 'Enter a date from 2000-01-01 to 9999-12-31'],
      ]);
    }
    for (const schema of [salesReportQuerySchema, depositsReportQuerySchema, auditQuerySchema]) {
      expect(problems(schema.safeParse({ to: '0000-01-01' }))).toEqual([
        ['to', 'Enter a date from 2000-01-01 to 9999-12-31'],
      ]);
    }
  });

  it('make a range in order when either end is open or from is not after to', () => {
    expect(isDateRangeInOrder({})).toBe(true);
    expect(isDateRangeInOrder({ from: '2026-05-01' })).toBe(true);
    expect(isDateRangeInOrder({ from: '2026-05-01', to: '2026-05-01' })).toBe(true);
    expect(isDateRangeInOrder({ from: '2026-05-02', to: '2026-05-01' })).toBe(false);
  });
});

describe('report and audit queries', () => {
  it('page by 10 rows from page 1 unless told, and only by the offered page sizes', () => {
    expect(salesReportQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(auditQuerySchema.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
    for (const schema of [salesReportQuerySchema, depositsReportQuerySchema, auditQuerySchema]) {
      expect(problems(schema.safeParse({ pageSize: '12' }))).toEqual([
        ['pageSize', 'Choose 10, 15, 20, 25 or 30 rows'],
      ]);
    }
  });

  it('say a range out of order on the end date', () => {
    for (const schema of [salesReportQuerySchema, depositsReportQuerySchema, auditQuerySchema]) {
      expect(problems(schema.safeParse({ from: '2026-06-02', to: '2026-06-01' }))).toEqual([
        ['to', 'The start date must be on or before the end date'],
      ]);
    }
  });

  it('name the filter a value does not fit', () => {
    expect(problems(salesReportQuerySchema.safeParse({ status: 'Expired', currency: 'EUR' }))).toEqual([
      ['currency', 'Choose NGN or USD'],
      ['status', 'Choose a sale status'],
    ]);
    expect(problems(depositsReportQuerySchema.safeParse({ status: 'Cancelled', partyId: 'x' }))).toEqual([
      ['status', 'Choose a deposit status'],
      ['partyId', 'Choose a party'],
    ]);
    expect(problems(auditQuerySchema.safeParse({ action: 'hack', entityType: 'table' }))).toEqual([
      ['action', 'Choose an action'],
      ['entityType', 'Choose an entity'],
    ]);
  });
});

describe('answers', () => {
  it('tell the deposits report from the settlement statement by kind', () => {
    const page = { rows: [], total: 0, page: 1, pageSize: 10, totals: [], byMonth: [] };
    expect(depositsReportAnswerSchema.safeParse({ kind: 'deposits', ...page }).success).toBe(true);
    expect(depositsReportAnswerSchema.safeParse({ kind: 'statement', ...page }).success).toBe(true);
    expect(depositsReportAnswerSchema.safeParse({ kind: 'wallet', ...page }).success).toBe(false);
  });

  it("tell the dashboards apart by the caller's role", () => {
    expect(dashboardSchema.safeParse({ role: 'customer', pending: [], completedByMonth: [] }).success).toBe(
      true,
    );
    expect(
      dashboardSchema.safeParse({ role: 'client', pending: [], completedByMonth: [], stock: [] }).success,
    ).toBe(true);
    // A supplier's dashboard without its stock is not one.
    expect(dashboardSchema.safeParse({ role: 'client', pending: [], completedByMonth: [] }).success).toBe(
      false,
    );
  });

  it('take an audit entry of the platform itself, without actor email or entity id', () => {
    const entry = {
      id: 'a2',
      occurredUtc: '2026-06-14T09:00:00.000Z',
      actorRole: 'system',
      actorEmail: null,
      action: 'sale_decided',
      entityType: 'sale',
      entityId: null,
      entityLabel: 'SL-260612-8K2M',
      before: 'Pending',
      after: 'Cancelled',
      details: { resolution: 'Expired' },
    };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditEntrySchema.safeParse({ ...entry, actorRole: 'robot' }).success).toBe(false);
  });
});
