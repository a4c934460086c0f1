import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from './builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

// The audit trail counts the entries matching its filters one by one up to 10,000; beyond that
// its total is PostgreSQL's estimate, and says so (issue 20: counting two million rows took 3 s
// on every page).

let ctx: TestContext;
let admin: CookieJar;
const logins = 10_050;

async function trail(query = '') {
  const res = await call(ctx.app, admin, 'GET', `/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    rows: { action: string; actorEmail: string | null }[];
    total: number;
    totalEstimated: boolean;
    page: number;
    pageSize: number;
  };
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  // 10,050 failed logins over the last days of 2025, one a minute.
  await ctx.database.db.execute(sql`
    insert into audit_events (occurred_utc, actor_role, actor_email, action, entity_type, entity_label)
    select timestamptz '2025-12-20 00:00Z' + n * interval '1 minute', 'anonymous',
      'someone' || n || '@example.ng', 'login_failed', 'user', 'someone' || n || '@example.ng'
    from generate_series(1, ${logins}) as n`);
});
afterAll(() => ctx.close());

describe('the audit trail beyond 10,000 entries', () => {
  it('estimates the total of the whole trail and says it is an estimate; the pages still turn', async () => {
    const first = await trail('pageSize=10');
    expect(first.totalEstimated).toBe(true);
    expect(first.total).toBeGreaterThan(10_000);
    expect(first.rows).toHaveLength(10);
    const second = await trail('pageSize=10&page=2');
    expect(second.rows).toHaveLength(10);
    expect(second.rows[0]).not.toEqual(first.rows[0]);
  });

  it('lets the pager reach the oldest entry, whatever the estimate', async () => {
    const [{ n }] = (
      (await ctx.database.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    const lastPage = Math.ceil(n / 10);
    const last = await trail(`pageSize=10&page=${lastPage}`);
    expect(last.rows.at(-1)?.actorEmail).toBe('someone1@example.ng');
    expect(last.total).toBeGreaterThanOrEqual((lastPage - 1) * 10 + last.rows.length);
    // A full page before it always offers the next one.
    const before = await trail(`pageSize=10&page=${lastPage - 1}`);
    expect(before.total).toBeGreaterThan((lastPage - 1) * 10);
  });

  it('counts exactly when the filters leave 10,000 entries or fewer', async () => {
    const oneDay = await trail('from=2025-12-21&to=2025-12-21&action=login_failed');
    expect(oneDay).toMatchObject({ total: 24 * 60, totalEstimated: false });
    const oneActor = await trail('actor=someone77@example.ng');
    expect(oneActor).toMatchObject({ total: 1, totalEstimated: false });
    expect(oneActor.rows.map((row) => row.actorEmail)).toEqual(['someone77@example.ng']);
  });

  it('counts 8,579 entries one by one, and the whole month as an estimate', async () => {
    // Lagos days 20 to 25 December: 2025-12-19 23:00Z to 2025-12-25 23:00Z, minutes 1 to 8,579.
    expect(await trail('from=2025-12-20&to=2025-12-25')).toMatchObject({
      total: 8_579,
      totalEstimated: false,
    });
    const month = await trail('action=login_failed&from=2025-12-01&to=2025-12-31');
    expect(month.totalEstimated).toBe(true);
    expect(month.total).toBeGreaterThan(10_000);
  });
});
