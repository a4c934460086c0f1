import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jobs } from '../src/db/schema.ts';
import { partyTransferReferences, payoutAccounts } from '../src/db/schema-banking.ts';
import { TestClock } from '../src/lib/clock.ts';
import { maxPayoutAccounts, payoutAccountUsable } from '../src/modules/banking/payout-accounts.ts';
import { transferReferenceOf } from '../src/modules/banking/transfer-reference.ts';
import { payoutAccountForm } from './banking-builders.ts';
import { goodPassword, logIn, newAdmin, newParty, postDeposit, receiptFiles } from './builders.ts';
import { serverUrl } from './databases.ts';
import { type CookieJar, call, expectFieldErrors, startTestApp, type TestContext } from './helpers.ts';

// Banking (issue 18, points 1 and 2): payout accounts (NUBAN, the password again, the cool-off,
// emailed, audited, a party's own only), the operators' receiving accounts, and the offtaker's
// standing transfer reference shown before a deposit and to the operator matching it.

const start = new Date('2026-11-23T08:00:00Z');
const clock = new TestClock({ start });
let ctx: TestContext;
let admin: CookieJar;
let adminEmail: string;
let supplier: Awaited<ReturnType<typeof newParty>>;
let offtaker: Awaited<ReturnType<typeof newParty>>;
let otherOfftaker: Awaited<ReturnType<typeof newParty>>;

beforeAll(async () => {
  ctx = await startTestApp({ PAYOUT_ACCOUNT_COOLOFF_HOURS: '24' }, { clock });
  ({ jar: admin, email: adminEmail } = await newAdmin(ctx));
  supplier = await newParty(ctx, 'supplier');
  offtaker = await newParty(ctx, 'offtaker');
  otherOfftaker = await newParty(ctx, 'offtaker');
});
afterAll(() => ctx.close());

// First Bank (011) + serial 000001457 -> check digit 9: the CBN's NUBAN example.
const firstBank = {
  currency: 'NGN',
  bankCode: '011',
  accountNumber: '0000014579',
  accountName: 'Adamu Foods Ltd',
};
// Guaranty Trust (058): the same serial checks to 0.
const gtBank = {
  currency: 'USD',
  bankCode: '058',
  accountNumber: '0000014570',
  accountName: 'Adamu Foods Ltd',
};

const add = (jar: CookieJar, account: Record<string, unknown>, password = goodPassword) =>
  call(ctx.app, jar, 'POST', '/api/payout-accounts', { ...account, password });
const listOf = async (jar: CookieJar) =>
  (await call(ctx.app, jar, 'GET', '/api/payout-accounts')).json().data as {
    id: string;
    accountNumber: string;
  }[];
const mailsTo = async (email: string) =>
  (await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());

describe('payout accounts', () => {
  it('adds a NUBAN-checked account with the password again: usable after the cool-off, emailed, audited', async () => {
    const res = await add(supplier.jar, firstBank);
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json().data;
    expect(account).toMatchObject({
      ...firstBank,
      bankName: 'First Bank of Nigeria',
      createdUtc: start.toISOString(),
      usableFromUtc: new Date(start.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect((await listOf(supplier.jar)).map((row) => row.id)).toEqual([account.id]);

    const mails = await mailsTo(supplier.email);
    expect(mails.map((mail) => mail.subject)).toContain('A payout bank account was added');
    const mail = mails.find((one) => one.subject === 'A payout bank account was added')!;
    expect(mail.text).toContain('First Bank of Nigeria ******4579 (NGN)');
    expect(mail.text).not.toContain('0000014579');

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'payout_account'), eq(auditEvents.entityId, account.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payout_account_added',
        actorEmail: supplier.email.toLowerCase(),
        entityLabel: 'First Bank of Nigeria ******4579',
      }),
    ]);
  });

  it('refuses an account number whose check digit does not match the bank, on its field', async () => {
    const wrongDigit = await add(offtaker.jar, { ...firstBank, accountNumber: '0000014578' });
    expect(wrongDigit.statusCode).toBe(400);
    expectFieldErrors(wrongDigit, {
      accountNumber: 'This is not a valid account number at the bank chosen: please check it',
    });
    // A valid First Bank NUBAN is not a GTBank one.
    const wrongBank = await add(offtaker.jar, { ...firstBank, bankCode: '058' });
    expect(wrongBank.statusCode).toBe(400);
    const short = await add(offtaker.jar, { ...firstBank, accountNumber: '12345' });
    expectFieldErrors(short, { accountNumber: 'Account number must be 10 digits' });
    const unknownBank = await add(offtaker.jar, { ...firstBank, bankCode: '999' });
    expectFieldErrors(unknownBank, { bankCode: 'Bank is required' });
    expect(await listOf(offtaker.jar)).toEqual([]);
  });

  it('asks for the password again: none is 400 on the field, a wrong one is refused and nothing is stored', async () => {
    const none = await call(ctx.app, offtaker.jar, 'POST', '/api/payout-accounts', firstBank);
    expect(none.statusCode).toBe(400);
    expectFieldErrors(none, { password: 'Password is required' });
    const wrong = await add(offtaker.jar, firstBank, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ htmlId: 'password', message: 'The password is not correct' }]);
    expect(await listOf(offtaker.jar)).toEqual([]);
    const before = (await mailsTo(offtaker.email)).length;
    const ok = await add(offtaker.jar, gtBank);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ currency: 'USD', bankName: 'Guaranty Trust Bank' });
    expect((await mailsTo(offtaker.email)).length).toBe(before + 1);
    const twice = await add(offtaker.jar, gtBank);
    expect(twice.statusCode).toBe(409);
  });

  it('keeps the account from payouts until the cool-off is over; a replacement starts a new one', async () => {
    const account = (await add(supplier.jar, { ...gtBank, currency: 'NGN' })).json().data;
    const db = ctx.database.db;
    const usable = (now: Date) =>
      db.transaction((tx) => payoutAccountUsable(tx, supplier.partyId, account.id, now));
    await expect(usable(new Date(start.getTime() + 24 * 3_600_000 - 1))).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(usable(new Date(start.getTime() + 24 * 3_600_000))).resolves.toMatchObject({
      id: account.id,
    });
    // Another party cannot be paid to it.
    await expect(
      db.transaction((tx) => payoutAccountUsable(tx, offtaker.partyId, account.id, new Date('2030-01-01'))),
    ).rejects.toMatchObject({ code: 'not_found' });

    clock.advanceMinutes(30 * 60);
    // Sessions end after 15 idle minutes: everyone logs in again after the move.
    for (const party of [supplier, offtaker, otherOfftaker]) party.jar = await logIn(ctx, party.email);
    admin = await logIn(ctx, adminEmail);
    const jar = supplier.jar;
    const replaced = await call(ctx.app, jar, 'PUT', `/api/payout-accounts/${account.id}`, {
      ...firstBank,
      accountNumber: '0690304204',
      bankCode: '044',
      password: goodPassword,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = replaced.json().data;
    expect(fresh.id).not.toBe(account.id);
    expect(fresh.usableFromUtc).toBe(new Date(clock.now().getTime() + 24 * 3_600_000).toISOString());
    // The old one is kept, archived, pointing at its replacement, and no longer usable.
    const [old] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, account.id));
    expect(old).toMatchObject({ replacedBy: fresh.id });
    expect(old!.archivedUtc).not.toBeNull();
    await expect(usable(clock.now())).rejects.toMatchObject({ code: 'not_found' });
    expect((await mailsTo(supplier.email)).map((mail) => mail.subject)).toContain(
      'A payout bank account was replaced',
    );
  });

  it('keeps at most 20 accounts, even when two are added at once', async () => {
    const party = await newParty(ctx, 'offtaker');
    const form = () => payoutAccountForm({ accountName: 'Twenty Accounts Ltd' });
    for (let n = 0; n < maxPayoutAccounts - 2; n++) {
      const res = await call(ctx.app, party.jar, 'POST', '/api/payout-accounts', form());
      expect(res.statusCode, res.body).toBe(201);
    }
    // The 19th and 20th at once, then the 21st and 22nd at once: 20 kept, the last two refused.
    for (const expected of [
      [201, 201],
      [409, 409],
    ]) {
      const both = await Promise.all(
        [0, 1].map(() => call(ctx.app, party.jar, 'POST', '/api/payout-accounts', form())),
      );
      expect(both.map((res) => res.statusCode).sort()).toEqual(expected);
    }
    expect(await listOf(party.jar)).toHaveLength(maxPayoutAccounts);
  });

  it.skipIf(!serverUrl)(
    'two additions racing for the 20th place: one is kept, the other refused (PostgreSQL)',
    async () => {
      const party = await newParty(ctx, 'offtaker');
      const form = () => payoutAccountForm({ accountName: 'Racing Accounts Ltd' });
      for (let n = 0; n < maxPayoutAccounts - 1; n++) {
        expect((await call(ctx.app, party.jar, 'POST', '/api/payout-accounts', form())).statusCode).toBe(201);
      }
      const both = await Promise.all(
        [0, 1].map(() => call(ctx.app, party.jar, 'POST', '/api/payout-accounts', form())),
      );
      expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((res) => res.statusCode === 409)!.json().errors[0].message).toBe(
        'You can keep at most 20 bank accounts: remove one first',
      );
      expect(await listOf(party.jar)).toHaveLength(maxPayoutAccounts);
    },
  );

  it('shows an offtaker none of another’s accounts: 404 on change and removal, whatever the password', async () => {
    const mine = (await listOf(offtaker.jar))[0]!;
    for (const jar of [otherOfftaker.jar, supplier.jar]) {
      const put = await call(ctx.app, jar, 'PUT', `/api/payout-accounts/${mine.id}`, {
        ...gtBank,
        password: goodPassword,
      });
      expect(put.statusCode).toBe(404);
      const del = await call(ctx.app, jar, 'DELETE', `/api/payout-accounts/${mine.id}`, {
        password: goodPassword,
      });
      expect(del.statusCode).toBe(404);
      expect(JSON.stringify((await call(ctx.app, jar, 'GET', '/api/payout-accounts')).json())).not.toContain(
        mine.id,
      );
    }
    const wrong = await call(ctx.app, offtaker.jar, 'DELETE', `/api/payout-accounts/${mine.id}`, {
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    const removed = await call(ctx.app, offtaker.jar, 'DELETE', `/api/payout-accounts/${mine.id}`, {
      password: goodPassword,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(offtaker.jar)).toEqual([]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, mine.id), eq(auditEvents.action, 'payout_account_removed')));
    expect(audit).toBeDefined();
    expect(await call(ctx.app, admin, 'GET', '/api/payout-accounts').then((res) => res.statusCode)).toBe(403);
  });
});

describe('receiving accounts and the transfer reference', () => {
  it('are kept by operators only; an offtaker reads the active ones with its reference before depositing', async () => {
    const account = {
      currency: 'NGN',
      bankCode: '057',
      accountNumber: '1000000001',
      accountName: 'Gas Exchange Ltd',
    };
    expect(
      (await call(ctx.app, offtaker.jar, 'POST', '/api/receiving-accounts', { ...account, active: true }))
        .statusCode,
    ).toBe(403);
    expect((await call(ctx.app, offtaker.jar, 'GET', '/api/receiving-accounts')).statusCode).toBe(403);
    const bad = await call(ctx.app, admin, 'POST', '/api/receiving-accounts', {
      ...account,
      accountNumber: '1000000002',
      active: true,
    });
    expectFieldErrors(bad, {
      accountNumber: 'This is not a valid account number at the bank chosen: please check it',
    });
    const made = await call(ctx.app, admin, 'POST', '/api/receiving-accounts', { ...account, active: true });
    expect(made.statusCode, made.body).toBe(201);
    const usd = await call(ctx.app, admin, 'POST', '/api/receiving-accounts', {
      ...gtBank,
      accountName: 'Gas Exchange Ltd USD',
      active: false,
    });
    expect(usd.statusCode, usd.body).toBe(201);
    expect((await call(ctx.app, admin, 'GET', '/api/receiving-accounts')).json().data).toHaveLength(2);

    const read = await call(ctx.app, offtaker.jar, 'GET', '/api/deposit-instructions');
    expect(read.statusCode, read.body).toBe(200);
    const instructions = read.json().data;
    expect(instructions.transferReference).toMatch(/^GX-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(instructions.accounts).toEqual([
      expect.objectContaining({ ...account, bankName: 'Zenith Bank', active: true }),
    ]);
    // Turned on, the USD account shows too; the reference stays the same.
    const turnedOn = await call(ctx.app, admin, 'PUT', `/api/receiving-accounts/${usd.json().data.id}`, {
      ...gtBank,
      accountName: 'Gas Exchange Ltd USD',
      active: true,
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const again = (await call(ctx.app, offtaker.jar, 'GET', '/api/deposit-instructions')).json().data;
    expect(again.transferReference).toBe(instructions.transferReference);
    expect(again.accounts.map((row: { currency: string }) => row.currency)).toEqual(['NGN', 'USD']);
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/deposit-instructions')).statusCode).toBe(403);
    const changed = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'receiving_account_changed'));
    expect(changed).toEqual([
      expect.objectContaining({
        beforeState: 'Guaranty Trust Bank 0000014570 (USD), Gas Exchange Ltd USD, Inactive',
        afterState: 'Guaranty Trust Bank 0000014570 (USD), Gas Exchange Ltd USD, Active',
      }),
    ]);

    // The operator matching a deposit reads the depositor's reference.
    const deposit = (
      await postDeposit(ctx, offtaker.jar, { amount: 5000, currency: 'NGN', receipt: receiptFiles.pdf })
    ).json().data as { id: string; reference: string };
    for (const key of [deposit.id, deposit.reference]) {
      const res = await call(ctx.app, admin, 'GET', `/api/payments/${key}/transfer-reference`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        partyId: offtaker.partyId,
        transferReference: instructions.transferReference,
      });
    }
    expect(
      (await call(ctx.app, offtaker.jar, 'GET', `/api/payments/${deposit.id}/transfer-reference`)).statusCode,
    ).toBe(403);
    // 36 characters that look like an id but are no UUID: not found, not a database error (500).
    const notAnId = '0123456789abcdef0123456789abcdef0123';
    expect(
      (await call(ctx.app, admin, 'GET', `/api/payments/${notAnId}/transfer-reference`)).statusCode,
    ).toBe(404);
  });

  it('gives each party one reference, unique, even when first reads race', async () => {
    const party = (await newParty(ctx, 'offtaker')).partyId;
    const db = ctx.database.db;
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => db.transaction((tx) => transferReferenceOf(tx, party, clock.now()))),
    );
    expect(new Set(reads).size).toBe(1);
    const rows = await db
      .select()
      .from(partyTransferReferences)
      .where(eq(partyTransferReferences.partyId, party));
    expect(rows).toHaveLength(1);
    // A drawn reference already taken is drawn again, not an error.
    const taken = reads[0]!;
    const another = (await newParty(ctx, 'offtaker')).partyId;
    const draws = [taken, 'GX-ABCDEF'];
    const made = await db.transaction((tx) =>
      transferReferenceOf(tx, another, clock.now(), () => draws.shift()!),
    );
    expect(made).toBe('GX-ABCDEF');
  });
});
