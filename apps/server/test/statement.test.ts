// Written-out statements (db/statement.ts, ADR 006) run inside the caller's transaction and
// number their parameters right; the trading, ledger and rollback tests run the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement, valueRows } from '../src/db/statement.ts';
import { startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await runStatement(ctx.database.db, 'create table test_statement (label text not null, amount bigint)', []);
});
afterAll(() => ctx.close());

const labels = async () =>
  (
    await runStatement<{ label: string; amount: string | number | null }>(
      ctx.database.db,
      'select label, amount from test_statement order by label',
      [],
    )
  ).map((row) => ({ label: row.label, amount: row.amount === null ? null : Number(row.amount) }));

describe('runStatement', () => {
  it('takes part in the transaction it is given: a failure after it leaves nothing', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await runStatement(tx, 'insert into test_statement (label, amount) values ($1, $2)', [
          'rolled back',
          1,
        ]);
        throw new Error('a later statement failed');
      }),
    ).rejects.toThrow('a later statement failed');
    expect(await labels()).toEqual([]);
  });

  it('numbers rows of values after the parameters already taken, with their casts', async () => {
    const values: unknown[] = ['prefix-'];
    const rows = valueRows(
      values,
      [
        ['a', 9_007_199_254_740_991],
        ['b', null],
      ],
      ['text', 'bigint'],
    );
    expect(rows).toBe('($2::text, $3::bigint), ($4::text, $5::bigint)');
    await runStatement(
      ctx.database.db,
      `insert into test_statement (label, amount)
       select $1::text || row.label, row.amount from (values ${rows}) as row (label, amount)`,
      values,
    );
    expect(await labels()).toEqual([
      { label: 'prefix-a', amount: 9_007_199_254_740_991 },
      { label: 'prefix-b', amount: null },
    ]);
  });
});
