import { formatMoney } from '@gas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletStatements } from '../src/db/schema-statements.ts';
import { TestClock } from '../src/lib/clock.ts';
import { issueLastMonthStatements } from '../src/modules/statements/issue-monthly-statements.ts';
import { issuedStatement } from '../src/modules/statements/issue-statement.ts';
import { fundWallet, logIn, newMarket, newParty, type Party } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

// Monthly PDF statements (issue 18, point 5): read back from the PDF, the opening balance plus
// the lines is the closing balance, which is the wallet's ledger balance at the month's end; the
// statement is issued once (first download or the monthly job) and answers the same bytes after.

// 10 October 2026, 10:00 in Lagos.
const clock = new TestClock({ start: new Date('2026-10-10T09:00:00Z') });
let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
/** The buyer's October withdrawal, still Requested. */
let withdrawal: { id: string; reference: string };
/** November starts in Lagos at 23:00 UTC on 31 October. */
const novemberStart = new Date('2026-10-31T23:00:00Z');

beforeAll(async () => {
  ctx = await startTestApp(
    {
      PLATFORM_LEGAL_NAME: 'Gas Exchange Nigeria Ltd',
      PLATFORM_ADDRESS: 'Plot 12, Ahmadu Bello Way | Kaduna',
    },
    { clock },
  );
  market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 100 * 35_000 });
  // October: the deposit (above), a purchase held, one cancelled (released), one settled, a withdrawal held.
  const cancelled = (await market.buy(10)).json().data;
  await call(ctx.app, market.buyer.jar, 'PATCH', `/api/sales/${cancelled.id}/Cancelled`);
  const settled = (await market.buy(20)).json().data;
  await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${settled.id}/Approved`);
  await collect(ctx, settled.id, 20);
  const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${settled.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const accountId = await usablePayoutAccount(ctx, market.buyer.partyId);
  const requested = await call(ctx.app, market.buyer.jar, 'POST', '/api/payouts', {
    amount: 1_000_00,
    currency: 'NGN',
    payoutAccountId: accountId,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  withdrawal = requested.json().data;
  // The last minute of October in Lagos, then November: another deposit, not October's.
  clock.advance(novemberStart.getTime() - 60_000 - clock.now().getTime());
  await signInAgain();
  await market.buy(1);
  clock.advance(2 * 60_000);
  await fundWallet(ctx, market.buyer.jar, market.admin.jar, 4_321_09);
});
afterAll(() => ctx.close());

/** What the monthly job is given (jobs.ts): the platform as its settings name it. */
const jobDeps = () => ({ db: ctx.database.db, clock, issuer: ctx.config.invoiceIssuer });

/** Three weeks later every session has ended. */
async function signInAgain() {
  for (const who of [market.buyer, market.supplier, market.admin]) who.jar = await logIn(ctx, who.email);
}

const pdfOf = (jar: CookieJar, query: string) =>
  call(ctx.app, jar, 'GET', `/api/statements/monthly.pdf?currency=NGN&${query}`);

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // A table cell wraps its words onto lines of its own: read it as one line.
  return text.replace(/\s+/g, ' ');
}

/** The wallet's balance in the ledger at `at`: the sum of its entries posted before. */
async function ledgerBalanceAt(party: Party, kind: string, at: Date): Promise<number> {
  const result = (await ctx.database.db.execute(sql`
    select coalesce(sum(e.amount), 0)::bigint as balance
      from ledger_accounts a join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
     where a.party_id = ${party.partyId} and a.kind = ${kind} and a.currency = 'NGN'
       and t.created_utc < ${at.toISOString()}::timestamptz`)) as unknown as { rows: { balance: string }[] };
  return Number(result.rows[0]!.balance);
}

/** The amounts printed after `label` in the statement's text. */
const amountsAfter = (text: string, label: string) =>
  [...text.matchAll(new RegExp(`${label}\\s*(-?₦[\\d,]+\\.\\d\\d)`, 'g'))].map((match) => match[1]);

describe('the month just ended', () => {
  it('is not issued in its first ten minutes: a transaction begun in its last seconds may still be committing', async () => {
    // One minute into November (Lagos).
    expect((await pdfOf(market.buyer.jar, 'month=2026-10')).json()).toEqual(
      refusal('This month is not over yet: its statement is issued after it ends', 'month'),
    );
    const list = await call(ctx.app, market.buyer.jar, 'GET', '/api/statements?currency=NGN');
    expect(list.json().data).toEqual([]);
    expect(await issueLastMonthStatements(jobDeps())).toBe(0);
    const issued = await ctx.database.db
      .select({ month: walletStatements.month })
      .from(walletStatements)
      .where(eq(walletStatements.month, '2026-10'));
    expect(issued).toEqual([]);
    // Ten minutes on, October is closed (the tests below download it).
    clock.advance(10 * 60_000);
    await signInAgain();
  });
});

describe("an offtaker's wallet statement", () => {
  it("reconciles: opening + the month's lines = closing = the ledger at the month's end; the same bytes on every download", async () => {
    const first = await pdfOf(market.buyer.jar, 'month=2026-10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe('attachment; filename="statement-NGN-2026-10.pdf"');
    const bytes = first.rawPayload;
    const text = await pdfText(bytes);

    const closing = await ledgerBalanceAt(market.buyer, 'offtaker_wallet', novemberStart);
    // Deposit 35,000.00; 10 held and released; 20 held (the settlement releases nothing: all
    // delivered); ₦1,000.00 withdrawal held. The purchase at 23:59 is October's too.
    expect(closing).toBe(100 * 35_000 - 20 * 35_000 - 1_000_00 - 35_000);
    expect(amountsAfter(text, 'Opening balance')[0]).toBe(formatMoney(0, 'NGN'));
    expect(amountsAfter(text, 'Closing balance')).toEqual([formatMoney(closing, 'NGN')]);
    expect(text).toContain('Wallet statement');
    // Issued by the platform as its fee invoices name it (PLATFORM_LEGAL_NAME, _ADDRESS).
    expect(text).toContain(
      'ISSUED BY Gas Exchange Nigeria Ltd Plot 12, Ahmadu Bello Way Kaduna From the platform ledger',
    );
    expect(text).toContain('October 2026');
    expect(text).toMatch(/Deposit DP-\S+ approved/);
    expect(text).toContain('Withdrawal PO-');
    expect(text).not.toContain(formatMoney(4_321_09, 'NGN'));
    const [row] = await ctx.database.db
      .select()
      .from(walletStatements)
      .where(and(eq(walletStatements.partyId, market.buyer.partyId), eq(walletStatements.month, '2026-10')));
    // Deposit, hold, release, hold, withdrawal hold, the late purchase's hold (the settlement
    // moved only the hold: everything was delivered, nothing came back to the wallet).
    expect(row).toMatchObject({ opening: 0, closing, lineCount: 6, accountKind: 'offtaker_wallet' });
    // The money in and out printed add up to the closing balance.
    const moneyIn = amountsAfter(text, 'Money in')[0]!;
    const moneyOut = amountsAfter(text, 'Money out')[0]!;
    const minor = (printed: string) => Math.round(Number(printed.replace(/[₦,]/g, '')) * 100);
    expect(minor(moneyIn) - minor(moneyOut)).toBe(closing);

    // Issued once: the party's second download, an operator's, after more movements: the same bytes.
    await fundWallet(ctx, market.buyer.jar, market.admin.jar, 1_00);
    const again = await pdfOf(market.buyer.jar, 'month=2026-10');
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);
    const operators = await pdfOf(market.admin.jar, `month=2026-10&partyId=${market.buyer.partyId}`);
    expect(Buffer.compare(operators.rawPayload, bytes)).toBe(0);
  });

  it('lists the closed months with the issued figures; the month under way has none yet; another party answers 404', async () => {
    const list = await call(ctx.app, market.buyer.jar, 'GET', '/api/statements?currency=NGN');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ month: '2026-10', currency: 'NGN', opening: 0, lineCount: 6 }),
    ]);
    expect((await pdfOf(market.buyer.jar, 'month=2026-11')).json()).toEqual(
      refusal('This month is not over yet: its statement is issued after it ends', 'month'),
    );
    expect((await pdfOf(market.buyer.jar, 'month=2026-09')).statusCode).toBe(404);
    const stranger = await newParty(ctx, 'offtaker');
    expect((await pdfOf(stranger.jar, `month=2026-10&partyId=${market.buyer.partyId}`)).statusCode).toBe(404);
    const listed = await call(
      ctx.app,
      stranger.jar,
      'GET',
      `/api/statements?currency=NGN&partyId=${market.buyer.partyId}`,
    );
    expect(listed.statusCode).toBe(404);
    expect((await pdfOf(market.admin.jar, 'month=2026-10')).statusCode).toBe(400);
  });
});

describe('the monthly job', () => {
  it('issues the other wallets when one statement fails, then fails naming that one', async () => {
    // Two wallets due: the supplier's, and the buyer's (its October statement, read on demand
    // above, is taken back so that the job has it to issue again).
    await ctx.database.db
      .delete(walletStatements)
      .where(and(eq(walletStatements.partyId, market.buyer.partyId), eq(walletStatements.month, '2026-10')));
    const failing = market.supplier.partyId;
    const tried: string[] = [];
    const issueUnlessSupplier: typeof issuedStatement = (deps, partyId, currency, month) => {
      tried.push(partyId);
      return partyId === failing
        ? Promise.reject(new Error('The PDF could not be rendered'))
        : issuedStatement(deps, partyId, currency, month);
    };
    await expect(issueLastMonthStatements(jobDeps(), issueUnlessSupplier)).rejects.toThrow(
      new RegExp(
        `^1 of \\d+ statements of 2026-10 could not be issued .*party ${failing} NGN: The PDF could not be rendered$`,
      ),
    );
    const issuedFor = async (partyId: string) =>
      ctx.database.db
        .select({ id: walletStatements.id })
        .from(walletStatements)
        .where(and(eq(walletStatements.partyId, partyId), eq(walletStatements.month, '2026-10')));
    // The failing wallet is not the only one due: the others after it were issued all the same.
    const others = tried.filter((partyId) => partyId !== failing);
    expect(others.length).toBeGreaterThan(0);
    for (const partyId of others) expect(await issuedFor(partyId)).toHaveLength(1);
    expect(await issuedFor(failing)).toHaveLength(0);
  });

  it("issues last month's statement of every wallet once: the supplier's settlement wallet too", async () => {
    const issued = await issueLastMonthStatements(jobDeps());
    expect(issued).toBeGreaterThan(0);
    expect(await issueLastMonthStatements(jobDeps())).toBe(0);
    const [row] = await ctx.database.db
      .select()
      .from(walletStatements)
      .where(
        and(eq(walletStatements.partyId, market.supplier.partyId), eq(walletStatements.month, '2026-10')),
      );
    const closing = await ledgerBalanceAt(market.supplier, 'supplier_wallet', novemberStart);
    expect(closing).toBeGreaterThan(0);
    expect(row).toMatchObject({ accountKind: 'supplier_wallet', opening: 0, closing, lineCount: 1 });
    const text = await pdfText(row!.pdf);
    expect(text).toMatch(/Settlement of sale SL-/);
    expect(amountsAfter(text, 'Closing balance')).toEqual([formatMoney(closing, 'NGN')]);
    const downloaded = await pdfOf(market.supplier.jar, 'month=2026-10');
    expect(Buffer.compare(downloaded.rawPayload, row!.pdf)).toBe(0);
  });
});

describe('the advice of a paid withdrawal', () => {
  it('is a PDF of what left, to which account, with the bank reference; the same bytes every time', async () => {
    const advice = (jar: CookieJar) => call(ctx.app, jar, 'GET', `/api/payouts/${withdrawal.id}/advice.pdf`);
    expect((await advice(market.buyer.jar)).json()).toEqual(
      refusal('This payout is Requested: its advice is issued once it is paid'),
    );
    const approve = await call(
      ctx.app,
      market.admin.jar,
      'POST',
      `/api/payouts/${withdrawal.id}/approve`,
      {},
    );
    expect(approve.statusCode, approve.body).toBe(200);
    const paid = await call(ctx.app, market.admin.jar, 'POST', `/api/payouts/${withdrawal.id}/paid`, {
      bankReference: 'FBN/TRF/2026/7781',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const first = await advice(market.buyer.jar);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="advice-${withdrawal.reference}.pdf"`,
    );
    const text = await pdfText(first.rawPayload);
    expect(text).toContain('Withdrawal advice');
    // Paid by the platform as its fee invoices name it (PLATFORM_LEGAL_NAME, _ADDRESS).
    expect(text).toContain(
      'PAID BY Gas Exchange Nigeria Ltd Plot 12, Ahmadu Bello Way Kaduna Through the platform bank clearing account',
    );
    expect(text).toContain(withdrawal.reference);
    expect(text).toContain('FBN/TRF/2026/7781');
    expect(text).toContain('First Bank of Nigeria');
    expect(amountsAfter(text, 'Amount paid')).toEqual([formatMoney(1_000_00, 'NGN')]);
    expect(Buffer.compare((await advice(market.buyer.jar)).rawPayload, first.rawPayload)).toBe(0);
    expect(Buffer.compare((await advice(market.admin.jar)).rawPayload, first.rawPayload)).toBe(0);
    const stranger = await newParty(ctx, 'offtaker');
    expect((await advice(stranger.jar)).statusCode).toBe(404);
    expect((await advice(market.supplier.jar)).statusCode).toBe(404);
  });
});
