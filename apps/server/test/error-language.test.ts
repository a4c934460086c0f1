// The API's error messages in the reader's language (issue 23): Hausa when the request's
// Accept-Language puts Hausa first among the languages the server speaks, English byte for byte
// otherwise. The envelope, the status and each error's htmlId are the same in both.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMarket, newParty, type Party } from './builders.ts';
import { type CookieJar, refusal, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
/** An Active offtaker with an empty wallet. */
let poor: Party;
const price = 30_000;

beforeAll(async () => {
  ctx = await startTestApp();
  market = await newMarket(ctx, { stock: 50, price, funds: 1_000 * price });
  poor = await newParty(ctx, 'offtaker');
});
afterAll(() => ctx.close());

/** A request as the web app sends it, in `language` (no Accept-Language when undefined). */
function ask(
  method: 'GET' | 'POST',
  url: string,
  options: { language?: string; jar?: CookieJar; payload?: Record<string, unknown> } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(options.jar ? { cookie: options.jar.header() } : {}),
      ...(options.language === undefined ? {} : { 'accept-language': options.language }),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const purchase = (quantity: number) => ({
  productId: market.productId,
  contractId: market.contractId,
  quantity,
  currency: 'NGN',
  amount: quantity * price,
});

/** The same request in English (no header, 'en', a language the server does not speak) and in Hausa. */
async function inBothLanguages(request: (language: string | undefined) => ReturnType<typeof ask>) {
  const english = await request(undefined);
  for (const language of ['en', 'en-GB,en;q=0.9', 'fr', 'ha;q=0.1, en']) {
    const again = await request(language);
    expect(again.statusCode, language).toBe(english.statusCode);
    expect(again.body, language).toBe(english.body);
  }
  const hausa = await request('ha');
  expect(hausa.statusCode).toBe(english.statusCode);
  expect(hausa.headers['content-type']).toBe(english.headers['content-type']);
  expect(hausa.headers.vary).toBe('Accept-Language');
  const htmlIds = (response: typeof english) =>
    (response.json().errors as { htmlId: string }[]).map(({ htmlId }) => htmlId);
  expect(htmlIds(hausa)).toEqual(htmlIds(english));
  return { english, hausa };
}

describe('error messages by Accept-Language', () => {
  it('says a domain conflict (409) in Hausa: insufficient funds and not enough stock', async () => {
    const funds = await inBothLanguages((language) =>
      ask('POST', '/api/sales', { language, jar: poor.jar, payload: purchase(1) }),
    );
    expect(funds.english.statusCode).toBe(409);
    expect(funds.english.json()).toEqual(refusal('Insufficient funds in the wallet', 'amount'));
    expect(funds.hausa.json()).toEqual(refusal('Babu isasshen kuɗi a jakar kuɗi', 'amount'));

    const stock = await inBothLanguages((language) =>
      ask('POST', '/api/sales', { language, jar: market.buyer.jar, payload: purchase(51) }),
    );
    expect(stock.english.statusCode).toBe(409);
    expect(stock.english.json()).toEqual(
      refusal('Not enough stock: only 50 litres are available', 'quantity'),
    );
    expect(stock.hausa.json()).toEqual(refusal('Babu isasshiyar haja: lita 50 kaɗai ke akwai', 'quantity'));
  });

  it('says request validation (400) in Hausa, with the words of the web’s forms', async () => {
    const { english, hausa } = await inBothLanguages((language) =>
      ask('POST', '/api/sales', { language, jar: market.buyer.jar, payload: { currency: 'NGN' } }),
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual(
      expect.arrayContaining([
        { htmlId: 'productId', message: 'Product is required' },
        { htmlId: 'contractId', message: 'Contract is required' },
        { htmlId: 'quantity', message: 'Quantity is required' },
      ]),
    );
    expect(hausa.json().errors).toEqual(
      expect.arrayContaining([
        { htmlId: 'productId', message: 'Dole a cika Samfur' },
        { htmlId: 'contractId', message: 'Dole a cika Kwangila' },
        { htmlId: 'quantity', message: 'Dole a cika Yawa' },
      ]),
    );
  });

  it('says a route’s own parameter check in Hausa: a balance in a currency the platform does not keep', async () => {
    const { english, hausa } = await inBothLanguages((language) =>
      ask('GET', '/api/payments/balances/EUR', { language, jar: market.buyer.jar }),
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().errors[0].message).toBe('Currency must be NGN or USD');
    expect(hausa.json().errors[0].message).toBe('Kuɗi dole ya zama NGN ko USD');
  });

  it('says a record not found (404) in Hausa', async () => {
    const { english, hausa } = await inBothLanguages((language) =>
      ask('GET', `/api/sales/${randomUUID()}`, { language, jar: market.buyer.jar }),
    );
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual(refusal('The sale was not found'));
    expect(hausa.json()).toEqual(refusal('Ba a sami cinikin ba'));
  });

  it('says an unknown route (404) and a wrong method (405) in Hausa, the path kept', async () => {
    const route = await inBothLanguages((language) => ask('GET', '/api/no-such-thing', { language }));
    expect(route.english.statusCode).toBe(404);
    expect(route.english.json()).toEqual(refusal('No API route matches GET /api/no-such-thing'));
    expect(route.hausa.json()).toEqual(refusal('Babu hanyar API da ta dace da GET /api/no-such-thing'));

    const method = await inBothLanguages((language) => ask('POST', '/api/hubs', { language }));
    expect(method.english.statusCode).toBe(405);
    expect(method.english.json()).toEqual(refusal('Method POST is not allowed on /api/hubs'));
    expect(method.hausa.json()).toEqual(refusal('Ba a yarda da POST a kan /api/hubs ba'));
  });

  it('says the error handler’s own words in Hausa: a body that is not JSON (400)', async () => {
    const { english, hausa } = await inBothLanguages((language) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: {
          cookie: market.buyer.jar.header(),
          'content-type': 'application/json',
          ...(language === undefined ? {} : { 'accept-language': language }),
        },
        payload: '{"quantity":',
      }),
    );
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual(refusal('The request body is not valid JSON'));
    expect(hausa.json()).toEqual(refusal('Abin da buƙatar ta ƙunsa ba JSON mai inganci ba ne'));
  });

  it('says "please log in" (401) in Hausa', async () => {
    const { english, hausa } = await inBothLanguages((language) => ask('GET', '/api/sales', { language }));
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual(refusal('Please log in to continue'));
    expect(hausa.json()).toEqual(refusal('Da fatan a shiga don ci gaba'));
  });

  it('follows the first language the server speaks, q-values honoured', async () => {
    const message = async (language: string) =>
      (await ask('GET', '/api/no-such-thing', { language })).json().errors[0].message as string;
    const hausa = 'Babu hanyar API da ta dace da GET /api/no-such-thing';
    const english = 'No API route matches GET /api/no-such-thing';
    expect(await message('ha')).toBe(hausa);
    expect(await message('ha-NG')).toBe(hausa);
    expect(await message('fr, ha;q=0.5')).toBe(hausa);
    expect(await message('en;q=0.4, ha;q=0.8')).toBe(hausa);
    expect(await message('ha;q=0.1, en')).toBe(english);
    expect(await message('en, ha')).toBe(english);
    expect(await message('ha;q=0')).toBe(english);
    expect(await message('*')).toBe(english);
  });
});

describe('the rate limit in Hausa', () => {
  it('answers 429 in Hausa past the limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const headers = { 'accept-language': 'ha' };
      for (let i = 0; i < 2; i++) await limited.app.inject({ method: 'GET', url: '/api/hubs', headers });
      const hausa = await limited.app.inject({ method: 'GET', url: '/api/hubs', headers });
      expect(hausa.statusCode).toBe(429);
      expect(hausa.json()).toEqual(
        refusal('Buƙatu sun yi yawa. Da fatan a ɗan jira, sannan a sake gwadawa.'),
      );
      const english = await limited.app.inject({ method: 'GET', url: '/api/hubs' });
      expect(english.statusCode).toBe(429);
      expect(english.json()).toEqual(refusal('Too many requests. Please wait a moment and try again.'));
    } finally {
      await limited.close();
    }
  });
});
