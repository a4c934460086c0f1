import { formatMoney } from '@gas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAdvices, walletStatements } from '../src/db/schema-statements.ts';
import { TestClock } from '../src/lib/clock.ts';
import { issueLastMonthStatements } from '../src/modules/statements/issue-monthly-statements.ts';
import { statementGraceMs } from '../src/modules/statements/monthly-lines.ts';
import { logIn, newMarket, type Party } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

// Monthly statements and payout advices in their party's saved language (issue 23): an offtaker
// that chose Hausa is issued its October statement and its withdrawal's advice in Hausa (read back
// from the PDF: the figures still reconcile with the ledger), a supplier that never chose its
// statement in English as before. Each records its language and keeps its bytes when the party
// switches language afterwards.

// 10 October 2026, 10:00 in Lagos.
const clock = new TestClock({ start: new Date('2026-10-10T09:00:00Z') });
let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
/** The buyer's October withdrawal, still Requested. */
let withdrawal: { id: string; reference: string };
/** November starts in Lagos at 23:00 UTC on 31 October. */
const novemberStart = new Date('2026-10-31T23:00:00Z');

async function chooseLanguage(jar: CookieJar, language: 'en' | 'ha') {
  const res = await call(ctx.app, jar, 'PUT', '/api/account/language', { language });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 100 * 35_000 });
  await chooseLanguage(market.buyer.jar, 'ha');
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
  // November, three weeks later (and past October's grace): every session has ended.
  clock.advance(novemberStart.getTime() + statementGraceMs + 60_000 - clock.now().getTime());
  for (const who of [market.buyer, market.supplier, market.admin]) who.jar = await logIn(ctx, who.email);
});
afterAll(() => ctx.close());

const statementOf = (jar: CookieJar) =>
  call(ctx.app, jar, 'GET', '/api/statements/monthly.pdf?currency=NGN&month=2026-10');
const adviceOf = (jar: CookieJar) => call(ctx.app, jar, 'GET', `/api/payouts/${withdrawal.id}/advice.pdf`);

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // A table cell wraps its words onto lines of its own: read it as one line (a reference wrapped
  // at a hyphen in a narrow column reads whole again).
  return (text as string).replace(/\s+/g, ' ').replace(/(\w-) (\w)/g, '$1$2');
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

/** The amounts printed after `label` in the document's text. */
const amountsAfter = (text: string, label: string) =>
  [...text.matchAll(new RegExp(`${label}\\s*(-?₦[\\d,]+\\.\\d\\d)`, 'g'))].map((match) => match[1]);
const minor = (printed: string) => Math.round(Number(printed.replace(/[₦,]/g, '')) * 100);

const statementRow = async (party: Party) =>
  (
    await ctx.database.db
      .select()
      .from(walletStatements)
      .where(and(eq(walletStatements.partyId, party.partyId), eq(walletStatements.month, '2026-10')))
  )[0];

describe('the monthly statement of an offtaker that reads Hausa', () => {
  it('is issued in Hausa, reconciles with the ledger, records its language and keeps its bytes after a switch to English', async () => {
    const first = await statementOf(market.buyer.jar);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-language']).toBe('ha');
    const text = await pdfText(first.rawPayload);

    const closing = await ledgerBalanceAt(market.buyer, 'offtaker_wallet', novemberStart);
    expect(closing).toBe(100 * 35_000 - 20 * 35_000 - 1_000_00);
    expect(text).toContain('Bayanin jakar kuɗi');
    expect(text).toMatch(/Lamba ST-202610-NGN-[0-9A-F]{8}/);
    expect(text).toContain('Oktoba 2026 (2026-10-01 00:00 zuwa 2026-11-01 00:00, lokacin Legas)');
    expect(text).toContain('Jakar kuɗi (kuɗin da ke akwai), NGN');
    expect(text).toContain('MAI ASUSU');
    expect(amountsAfter(text, 'Ragowar kuɗi na farko')[0]).toBe(formatMoney(0, 'NGN'));
    expect(amountsAfter(text, 'Ragowar kuɗi na ƙarshe')).toEqual([formatMoney(closing, 'NGN')]);
    const moneyIn = amountsAfter(text, 'Kuɗin da suka shigo')[0]!;
    const moneyOut = amountsAfter(text, 'Kuɗin da suka fita')[0]!;
    expect(minor(moneyIn) - minor(moneyOut)).toBe(closing);
    // Each movement in Hausa: the deposit, the holds, the cancelled purchase's release, the withdrawal.
    expect(text).toMatch(/An amince da ajiyar kuɗi DP-\S+/);
    expect(text).toMatch(/An riƙe don saye SL-\S+/);
    expect(text).toMatch(/An soke saye SL-\S+: an saki kuɗin da aka riƙe/);
    expect(text).toContain(`An nemi cire kuɗi ${withdrawal.reference}: an riƙe har sai an biya`);
    expect(text).toContain('Motsi 5.');
    for (const english of ['Wallet statement', 'Opening balance', 'Closing balance', 'Deposit', 'Held for'])
      expect(text).not.toContain(english);

    const row = await statementRow(market.buyer);
    expect(row).toMatchObject({ language: 'ha', opening: 0, closing, lineCount: 5 });

    // The buyer switches to English: the issued statement stays as it was.
    await chooseLanguage(market.buyer.jar, 'en');
    const again = await statementOf(market.buyer.jar);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(again.headers['content-language']).toBe('ha');
    expect((await statementRow(market.buyer))!).toMatchObject({ language: 'ha', sha256: row!.sha256 });
    await chooseLanguage(market.buyer.jar, 'ha');
  });
});

describe('the monthly statement of a supplier that never chose a language', () => {
  it('is issued in English by the monthly job, as before', async () => {
    expect(
      await issueLastMonthStatements({ db: ctx.database.db, clock, issuer: ctx.config.invoiceIssuer }),
    ).toBeGreaterThan(0);
    const row = await statementRow(market.supplier);
    const closing = await ledgerBalanceAt(market.supplier, 'supplier_wallet', novemberStart);
    expect(row).toMatchObject({ language: 'en', accountKind: 'supplier_wallet', closing, lineCount: 1 });
    const text = await pdfText(row!.pdf);
    expect(text).toContain('Wallet statement');
    expect(text).toContain('October 2026');
    expect(text).toMatch(/Settlement of sale SL-/);
    expect(amountsAfter(text, 'Closing balance')).toEqual([formatMoney(closing, 'NGN')]);
    const downloaded = await statementOf(market.supplier.jar);
    expect(downloaded.headers['content-language']).toBe('en');
    expect(Buffer.compare(downloaded.rawPayload, row!.pdf)).toBe(0);
  });
});

describe('the advice of a withdrawal paid to an offtaker that reads Hausa', () => {
  it('is issued in Hausa with the amount paid and the bank reference, and keeps its bytes after a switch to English', async () => {
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

    // Issued by the operator's download: in the offtaker's language, not the operator's.
    const first = await adviceOf(market.admin.jar);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-language']).toBe('ha');
    const text = await pdfText(first.rawPayload);
    expect(text).toContain('Sanarwar cire kuɗi');
    expect(text).toContain(`Lamba ${withdrawal.reference}`);
    expect(text).toContain('Lambar shaidar canjin kuɗin banki: FBN/TRF/2026/7781');
    expect(text).toMatch(/An biya: 2026-11-01 00:11 lokacin Legas/);
    expect(text).toContain('AN BIYA ZUWA GA');
    expect(text).toContain('First Bank of Nigeria');
    expect(text).toContain(`Cire kuɗi daga jakar kuɗi ${withdrawal.reference}`);
    expect(amountsAfter(text, 'Adadin kuɗin da aka biya')).toEqual([formatMoney(1_000_00, 'NGN')]);
    for (const english of ['Withdrawal advice', 'Amount paid', 'Paid to', 'Lagos time'])
      expect(text).not.toContain(english);
    const [stored] = await ctx.database.db
      .select()
      .from(payoutAdvices)
      .where(eq(payoutAdvices.payoutId, withdrawal.id));
    expect(stored!.language).toBe('ha');

    await chooseLanguage(market.buyer.jar, 'en');
    const again = await adviceOf(market.buyer.jar);
    expect(again.headers['content-language']).toBe('ha');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });
});
