// Emails in their recipient's saved language (issue 23): a login that chose Hausa
// (PUT /api/account/language) gets its emails in Hausa, one that did not gets the same English
// as before, word for word, even within one purchase. A sign-up has no saved language yet: its
// confirmation follows the request's Accept-Language. Read from the outbox (the mail jobs).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, parties, users } from '../src/db/schema.ts';
import {
  fundWallet,
  newAdmin,
  newMarket,
  newParty,
  offtakerForm,
  type Party,
  postDeposit,
  receiptFiles,
} from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

type Mail = { to: string; subject: string; text: string; link?: string };
const mailsTo = async (email: string): Promise<Mail[]> =>
  (await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
    .map((row) => row.payload as Mail)
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
/** The one mail to `email` with this subject (fails when there is none, or more). */
const mailTo = async (email: string, subject: string): Promise<Mail> => {
  const found = (await mailsTo(email)).filter((mail) => mail.subject === subject);
  expect(
    found.map((mail) => mail.subject),
    `mails to ${email}`,
  ).toEqual([subject]);
  return found[0]!;
};
const speak = async (jar: CookieJar, language: 'en' | 'ha') => {
  const res = await call(ctx.app, jar, 'PUT', '/api/account/language', { language });
  expect(res.statusCode, res.body).toBe(200);
};
const companyOf = async (party: Party) => {
  const [row] = await ctx.database.db
    .select({ name: parties.companyName })
    .from(parties)
    .where(eq(parties.id, party.partyId));
  return row?.name ?? '';
};

describe('emails in the recipient’s language', () => {
  it('sends the sign-up confirmation in the language the sign-up came in, and keeps it', async () => {
    const hausa = offtakerForm({ firstname: 'Hauwa' });
    const english = offtakerForm({ firstname: 'Ngozi' });
    const signUp = (form: Record<string, string>, language?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/home/register/customer',
        payload: form,
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await signUp(hausa, 'ha')).statusCode).toBe(201);
    expect((await signUp(english, 'en-GB,en;q=0.9')).statusCode).toBe(201);

    const [toHausa] = await mailsTo(hausa.email);
    expect(toHausa!.subject).toBe('Tabbatar da adireshin imel ɗinka');
    expect(toHausa!.text).toBe(
      `Sannu Hauwa,\n\nDon Allah ka tabbatar da adireshin imel ɗinka don kammala rajista:\n\n${toHausa!.link}\n\nMahaɗin yana aiki sau ɗaya kuma zai ƙare nan da awa 24.\n`,
    );
    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish!.subject).toBe('Confirm your email address');
    expect(toEnglish!.text).toBe(
      `Hello Ngozi,\n\nPlease confirm your email address to finish signing up:\n\n${toEnglish!.link}\n\nThe link works once and expires in 24 hours.\n`,
    );

    // Hausa stays the login's language: the registration's decision comes in Hausa before it
    // ever signs in, and the other one's in English.
    for (const form of [hausa, english]) {
      const token = new URL((await mailsTo(form.email))[0]!.link!).searchParams.get('token');
      expect((await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token })).statusCode).toBe(200);
    }
    const admin = await newAdmin(ctx);
    for (const form of [hausa, english]) {
      const [party] = await ctx.database.db
        .select({ id: users.partyId })
        .from(users)
        .where(eq(users.email, form.email));
      const rejected = await call(
        ctx.app,
        admin.jar,
        'PATCH',
        `/api/onboarding/customer/${party!.id}/Reject`,
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
    }
    expect((await mailTo(hausa.email, 'Ba a amince da rajistarka ba')).text).toBe(
      'Sannu Hauwa Bello,\n\nBa mu iya amincewa da rajistarka ba. Don Allah ka tuntuɓi masu gudanarwa don ƙarin bayani.\n',
    );
    expect((await mailTo(english.email, 'Your registration was not approved')).text).toBe(
      'Hello Ngozi Bello,\n\nWe could not approve your registration. Please contact the platform operators for details.\n',
    );

    // Signing up again with a taken address: its owner is told in its saved language, whatever
    // the request's; an address without one, in the request's.
    expect((await signUp({ ...hausa, firstname: 'Other' }, 'en')).statusCode).toBe(201);
    expect((await signUp({ ...english, firstname: 'Other' }, 'fr, ha;q=0.8, en;q=0.5')).statusCode).toBe(201);
    await mailTo(english.email, 'Wani ya yi ƙoƙarin yin rajista da adireshin imel ɗinka');
    await mailTo(hausa.email, 'Wani ya yi ƙoƙarin yin rajista da adireshin imel ɗinka');
  });

  it('addresses a purchase’s supplier and buyer each in its own language, in the one SQL call', async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 200 * 35_000 });
    await speak(market.supplier.jar, 'ha');
    const first = (await market.buy(100)).json().data as { id: string; reference: string };
    const company = await companyOf(market.supplier);
    expect(company).toMatch(/^Zuma Gas /);

    const toSupplier = await mailTo(
      market.supplier.email,
      `Sabon saye ${first.reference} yana jiran amincewarka`,
    );
    expect(toSupplier.text).toBe(
      `Sannu ${company},\n\nWani mai saye ya sanya saye ${first.reference} na lita 100 kan ₦35,000.00. Don Allah ka amince ko ka ƙi shi.\n`,
    );
    const toBuyer = await mailTo(market.buyer.email, `Purchase ${first.reference} placed`);
    expect(toBuyer.text).toBe(
      `Hello Amina Bello,\n\nYour purchase ${first.reference} of 100 litres for ₦35,000.00 is waiting for the supplier's approval. The amount is held in your wallet.\n`,
    );

    // The other way round: the buyer in Hausa, the supplier back to English.
    await speak(market.supplier.jar, 'en');
    await speak(market.buyer.jar, 'ha');
    const second = (await market.buy(50)).json().data as { id: string; reference: string };
    const buyerHausa = await mailTo(market.buyer.email, `An sanya saye ${second.reference}`);
    expect(buyerHausa.text).toBe(
      `Sannu Amina Bello,\n\nSayenka ${second.reference} na lita 50 kan ₦17,500.00 yana jiran amincewar mai samarwa. An riƙe adadin kuɗin a jakar kuɗinka.\n`,
    );
    const supplierEnglish = await mailTo(
      market.supplier.email,
      `New purchase ${second.reference} to approve`,
    );
    expect(supplierEnglish.text).toBe(
      `Hello ${company},\n\nA buyer has placed purchase ${second.reference} of 50 litres for ₦17,500.00. Please approve or reject it.\n`,
    );

    // Fulfilment: the approval tells the Hausa buyer its code in Hausa, the supplier in English.
    const approved = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${second.id}/Approved`);
    expect(approved.statusCode, approved.body).toBe(200);
    const code = await mailTo(market.buyer.email, `An amince da saye ${second.reference}: lambar isarwarka`);
    expect(code.text).toMatch(
      new RegExp(
        `^Sannu Amina Bello,\\n\\nMai samarwa ya amince da sayenka ${second.reference}\\. Yi tanadin ɗauka a cibiya; ka ba da wannan lambar a ƙofar cibiya\\.\\n\\nLambar isarwarka ta sau ɗaya ita ce \\d+\\.`,
      ),
    );
    await mailTo(market.supplier.email, `Sale ${second.reference} approved: fulfilment started`);

    // Settlement: both told where the money went, each in its language.
    await collect(ctx, second.id, 50);
    const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${second.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const settled = await mailTo(market.buyer.email, `An kammala biyan ciniki ${second.reference}`);
    expect(settled.text).toBe(
      `Sannu Amina Bello,\n\nMai saye ya karɓi iskar gas. Ka biya kuɗin lita 50; an mayar da ₦0.00 cikin jakar kuɗinka.\n`,
    );
    const paid = await mailTo(market.supplier.email, `Sale ${second.reference} settled`);
    expect(paid.text).toMatch(
      /^Hello Zuma Gas .*,\n\nThe buyer accepted the gas\. ₦[\d,.]+ has been paid to your wallet for 50 litres \(after the 1% platform fee\)\. Stock never loaded is available again\.\n$/,
    );
  });

  it('tells a deposit’s decision in the offtaker’s language, and the operators each in theirs', async () => {
    const hausaOperator = await newAdmin(ctx);
    const englishOperator = await newAdmin(ctx);
    await speak(hausaOperator.jar, 'ha');
    const hausa = await newParty(ctx, 'offtaker');
    const english = await newParty(ctx, 'offtaker');
    await speak(hausa.jar, 'ha');

    const posted = await postDeposit(ctx, hausa.jar, {
      amount: 250_000_00,
      currency: 'NGN',
      receipt: receiptFiles.png,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const reference = posted.json().data.reference as string;
    const toHausaOperator = await mailTo(hausaOperator.email, `Ajiyar kuɗi ${reference} tana jiran amincewa`);
    expect(toHausaOperator.text).toMatch(
      new RegExp(
        `^Sannu,\\n\\nAmina Bello ya tura ajiyar kuɗi ta ₦250,000\\.00 \\(${reference}\\) tare da rasit ɗinta\\. Duba rasit ɗin ka amince ko ka ƙi ta:\\n\\n.*/admin/deposits/`,
      ),
    );
    const toEnglishOperator = await mailTo(englishOperator.email, `Deposit ${reference} awaits approval`);
    expect(toEnglishOperator.text).toMatch(
      new RegExp(
        `^Hello,\\n\\nAmina Bello sent a deposit of ₦250,000\\.00 \\(${reference}\\) with its receipt\\.`,
      ),
    );

    const decided = await call(ctx.app, englishOperator.jar, 'PATCH', `/api/payments/${reference}/Approved`);
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await mailTo(hausa.email, `An amince da ajiyar kuɗi ${reference}`)).text).toBe(
      `Sannu Amina Bello,\n\nAn amince da ajiyar kuɗinka ${reference} ta ₦250,000.00, kuma an saka ta a jakar kuɗinka ta NGN.\n`,
    );

    const englishReference = await fundWallet(ctx, english.jar, englishOperator.jar, 10_000_00);
    expect((await mailTo(english.email, `Deposit ${englishReference} approved`)).text).toBe(
      `Hello Amina Bello,\n\nYour deposit ${englishReference} of ₦10,000.00 has been approved and credited to your NGN wallet.\n`,
    );
  });

  it('tells a withdrawal’s steps in the party’s language, and the operators each in theirs', async () => {
    const hausaOperator = await newAdmin(ctx);
    const englishOperator = await newAdmin(ctx);
    await speak(hausaOperator.jar, 'ha');
    const hausa = await newParty(ctx, 'offtaker');
    await speak(hausa.jar, 'ha');
    await fundWallet(ctx, hausa.jar, englishOperator.jar, 50_000_00);
    const accountId = await usablePayoutAccount(ctx, hausa.partyId);
    const requested = await call(ctx.app, hausa.jar, 'POST', '/api/payouts', {
      amount: 20_000_00,
      currency: 'NGN',
      payoutAccountId: accountId,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { reference, id } = requested.json().data as { reference: string; id: string };
    const received = await mailTo(hausa.email, `Cire kuɗi ${reference}: an karɓa`);
    expect(received.text).toMatch(
      new RegExp(
        `^Sannu Amina Bello,\\n\\nMun karɓi buƙatarka ta cire kuɗi ${reference} na ₦20,000\\.00 zuwa asusu \\*{6}\\d{4}\\. An riƙe adadin kuɗin a jakar kuɗinka har sai an biya\\.\\n$`,
      ),
    );
    expect((await mailTo(hausaOperator.email, `Cire kuɗi ${reference} yana jiran amincewa`)).text).toMatch(
      new RegExp(`^Sannu,\\n\\nAmina Bello ya nemi cire kuɗi ${reference} na ₦20,000\\.00`),
    );
    expect((await mailTo(englishOperator.email, `Withdrawal ${reference} awaiting approval`)).text).toMatch(
      new RegExp(`^Hello,\\n\\nAmina Bello requested a withdrawal ${reference} of ₦20,000\\.00`),
    );

    const approved = await call(ctx.app, englishOperator.jar, 'POST', `/api/payouts/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await mailTo(hausa.email, `Cire kuɗi ${reference}: an amince`);
  });
});
