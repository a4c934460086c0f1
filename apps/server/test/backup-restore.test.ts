// The backup procedure of docs/deploy.md, end to end: data made through the API, pg_dump of the
// database and a copy of the receipts folder, pg_restore into a fresh database, then the ledger
// check, the balances and the receipts on the restored copy. Needs DATABASE_URL (pg_dump needs a
// PostgreSQL server); skipped without it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { payments } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { newMarket, receiptFiles } from './builders.ts';
import { serverUrl } from './databases.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

if (!serverUrl) {
  console.info('backup-restore.test.ts skipped: it needs DATABASE_URL=postgres://... (CI sets it).');
}

const urlFor = (name: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};
async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** Every ledger account's balance, in a stable order. */
async function balances(database: Database) {
  const result = await database.db.execute(sql`
    select kind, coalesce(party_id::text, '') as party, currency, balance::text as balance
    from ledger_accounts order by kind, party, currency`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe.skipIf(!serverUrl)('backup and restore with pg_dump / pg_restore (needs DATABASE_URL)', () => {
  const restoredName = `gas_restore_${randomBytes(5).toString('hex')}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-backup-'));
  let ctx: TestContext | undefined;
  let restored: Database | undefined;
  let restoredApp: FastifyInstance | undefined;

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    await ctx?.close();
    await adminQuery(`drop database if exists ${restoredName} with (force)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('restores a database whose ledger check passes with the same balances, sessions and receipts', async () => {
    ctx = await startTestApp();
    const {
      admin,
      supplier,
      buyer,
      deposit: reference,
      buy,
    } = await newMarket(ctx, { productName: 'Backup CNG', stock: 500, price: 35_000, funds: 10_000_000 });
    const settled = (await buy(100)).json().data;
    expect((await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${settled.id}/Approved`)).statusCode).toBe(
      200,
    );
    // Collected and accepted: settled (issue 17: the supplier is paid at settlement).
    await collect(ctx, settled.id, 100);
    expect((await call(ctx.app, buyer.jar, 'POST', `/api/sales/${settled.id}/accept`, {})).statusCode).toBe(
      200,
    );
    expect((await buy(20)).statusCode).toBe(201); // left Pending: a hold to restore as well
    const balanceOf = (app: FastifyInstance, jar: CookieJar) =>
      call(app, jar, 'GET', '/api/payments/balances/NGN').then((res) => res.json().data);
    const buyerBefore = await balanceOf(ctx.app, buyer.jar);
    expect(buyerBefore).toMatchObject({ amount: 10_000_000 - 120 * 35_000, held: 20 * 35_000 });
    const supplierBefore = await balanceOf(ctx.app, supplier.jar);
    const source = await checkLedger(ctx.database.db);
    expect(source.breaches).toEqual([]);

    // The backup: the database with pg_dump, the receipts folder copied (as rsync would).
    const name = await ctx.database.db
      .execute(sql`select current_database() as name`)
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows[0]!.name);
    const dump = path.join(workDir, 'gas.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlFor(name)], { stdio: 'pipe' });
    const restoredDataDir = path.join(workDir, 'data');
    fs.cpSync(path.join(ctx.config.dataDir, 'receipts'), path.join(restoredDataDir, 'receipts'), {
      recursive: true,
    });

    // The restore: a fresh, empty database.
    await adminQuery(`create database ${restoredName}`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlFor(restoredName)}`, dump], {
      stdio: 'pipe',
    });
    restored = openDatabase({ databaseUrl: urlFor(restoredName), poolSize: 2 });
    await restored.migrate(); // already at the current schema: nothing to do, nothing fails

    expect((await checkLedger(restored.db)).breaches).toEqual([]);
    expect(await balances(restored)).toEqual(await balances(ctx.database));
    // What an operator runs after a restore (npm run ledger:check) says the same.
    const cli = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: urlFor(restoredName) },
      encoding: 'utf8',
    });
    expect(cli).toMatch(/^Ledger check passed: \d+ invariants hold\.$/m);

    // A server on the restored copy: the same sessions still work and show the same balances.
    restoredApp = await buildApp({ config: { ...ctx.config, dataDir: restoredDataDir }, database: restored });
    await restoredApp.ready();
    expect(await balanceOf(restoredApp, buyer.jar)).toEqual(buyerBefore);
    expect(await balanceOf(restoredApp, supplier.jar)).toEqual(supplierBefore);
    const [deposit] = await restored.db.select().from(payments).where(eq(payments.reference, reference));
    const receipt = await call(restoredApp, admin.jar, 'GET', `/api/payments/${deposit!.id}/receipts/0`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.equals(receiptFiles.png)).toBe(true);
    // The immutable ledger stays immutable after a restore (its triggers came back too).
    await expect(restored.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
  }, 60_000);
});
