import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { productUnitFactors } from '../src/db/schema-units.ts';
import { newAdmin, newMarket, newParty, newProduct } from './builders.ts';
import {
  type CookieJar,
  call,
  expectFieldErrors,
  refusal,
  startTestApp,
  type TestContext,
} from './helpers.ts';

// Gas units (issue 19, point 6): operators set each product's scm, kg and MMBtu per litre; anyone
// reads them (the public Market Data page converts with them). Factors are exact decimals.

let ctx: TestContext;
let admin: CookieJar;
let productId: string;
const lng = { scmPerLitre: '0.6', kgPerLitre: '0.45', mmbtuPerLitre: '0.0235' };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  productId = await newProduct(ctx, admin, 'Liquefied Natural Gas (LNG)');
});
afterAll(() => ctx.close());

const setFactors = (jar: CookieJar | undefined, id: string, body: unknown) =>
  call(ctx.app, jar, 'PUT', `/api/products/${id}/units`, body);

async function listed() {
  const res = await call(ctx.app, undefined, 'GET', '/api/products/units');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, string>[];
}

describe('unit factors', () => {
  it('lets an operator set a product’s factors, exactly as typed (normalised), and anyone read them', async () => {
    const res = await setFactors(admin, productId, { ...lng, kgPerLitre: '0.450' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ productId, productName: 'Liquefied Natural Gas (LNG)', ...lng });
    expect(await listed()).toContainEqual(expect.objectContaining({ productId, ...lng }));
    const [row] = await ctx.database.db
      .select()
      .from(productUnitFactors)
      .where(eq(productUnitFactors.productId, productId));
    expect(row).toMatchObject({
      scmPerLitreNano: 600_000_000n,
      kgPerLitreNano: 450_000_000n,
      mmbtuPerLitreNano: 23_500_000n,
    });
  });

  it('shows a product off sale to the operators only, as the catalogue does', async () => {
    const secret = await newProduct(ctx, admin, 'Secret LNG launch');
    expect((await setFactors(admin, secret, lng)).statusCode).toBe(200);
    expect((await call(ctx.app, admin, 'PATCH', `/api/products/${secret}`)).json().data.status).toBe(
      'Inactive',
    );
    const party = await newParty(ctx, 'offtaker');
    for (const [who, jar] of [
      ['anyone', undefined],
      ['a party', party.jar],
    ] as const) {
      const res = await call(ctx.app, jar, 'GET', '/api/products/units');
      expect(
        res.json().data.map((row: { productId: string }) => row.productId),
        who,
      ).not.toContain(secret);
      expect(
        res.json().data.map((row: { productId: string }) => row.productId),
        who,
      ).toContain(productId);
    }
    const operators = await call(ctx.app, admin, 'GET', '/api/products/units');
    expect(operators.json().data).toContainEqual(expect.objectContaining({ productId: secret, ...lng }));
  });

  it('replaces them, and the audit trail says what they were and became', async () => {
    const res = await setFactors(admin, productId, { ...lng, mmbtuPerLitre: '0.0234' });
    expect(res.statusCode, res.body).toBe(200);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'product_units_set'), eq(auditEvents.entityId, productId)))
      .orderBy(auditEvents.seq);
    expect(events.map((event) => [event.beforeState, event.afterState])).toEqual([
      [null, '0.6 scm, 0.45 kg, 0.0235 MMBtu per litre'],
      ['0.6 scm, 0.45 kg, 0.0235 MMBtu per litre', '0.6 scm, 0.45 kg, 0.0234 MMBtu per litre'],
    ]);
    expect(events[1]).toMatchObject({
      actorRole: 'admin',
      entityType: 'product',
      entityLabel: 'Liquefied Natural Gas (LNG)',
    });
    expect(await listed()).toContainEqual(expect.objectContaining({ productId, mmbtuPerLitre: '0.0234' }));
  });

  it('refuses a factor that is not a decimal above 0 and at most 10 on its field, and keeps the old ones', async () => {
    const refused = 'must be a number above 0 and at most 10, with at most 9 decimal places';
    for (const [field, value, message] of [
      ['scmPerLitre', '0', `scm per litre ${refused}`],
      ['scmPerLitre', '600', `scm per litre ${refused}`],
      ['kgPerLitre', '-0.45', `kg per litre ${refused}`],
      ['kgPerLitre', '0.0000000001', `kg per litre ${refused}`],
      ['mmbtuPerLitre', 'a lot', `MMBtu per litre ${refused}`],
      ['mmbtuPerLitre', '', 'MMBtu per litre is required'],
      ['mmbtuPerLitre', 0.0235, 'MMBtu per litre must be written as text, e.g. "0.45"'],
      ['mmbtuPerLitre', undefined, 'MMBtu per litre is required'],
    ] as const) {
      const res = await setFactors(admin, productId, { ...lng, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expectFieldErrors(res, { [field]: message });
    }
    expect(await listed()).toContainEqual(expect.objectContaining({ productId, mmbtuPerLitre: '0.0234' }));
  });

  it('answers 404 for a product that does not exist, and only operators may set factors', async () => {
    const missing = await setFactors(admin, '00000000-0000-4000-8000-000000000000', lng);
    expect(missing.statusCode).toBe(404);
    const supplier = await newParty(ctx, 'supplier');
    const offtaker = await newParty(ctx, 'offtaker');
    expect((await setFactors(supplier.jar, productId, lng)).statusCode).toBe(403);
    expect((await setFactors(offtaker.jar, productId, lng)).statusCode).toBe(403);
    const anonymous = await setFactors(undefined, productId, lng);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(refusal('Please log in to continue'));
  });

  it('lets an unused product be deleted with its factors', async () => {
    const unused = await newProduct(ctx, admin);
    expect((await setFactors(admin, unused, lng)).statusCode).toBe(200);
    const res = await call(ctx.app, admin, 'DELETE', `/api/Product/${unused}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed()).some((factors) => factors.productId === unused)).toBe(false);
  });
});

describe('energy of the sales report', () => {
  it('totals the matching sales in MMBtu with each product’s factor, for whoever may see them', async () => {
    const lngMarket = await newMarket(ctx, { stock: 20_000, price: 25_000, funds: 300_000_000 });
    const plainMarket = await newMarket(ctx, { stock: 2_000, price: 9_000, funds: 10_000_000 });
    expect((await setFactors(admin, lngMarket.productId, lng)).statusCode).toBe(200);
    expect((await lngMarket.buy(10_000)).statusCode).toBe(201);
    expect((await lngMarket.buy(1)).statusCode).toBe(201);
    expect((await plainMarket.buy(500)).statusCode).toBe(201);
    const energy = async (jar: CookieJar, query = '') => {
      const res = await call(ctx.app, jar, 'GET', `/api/reports/sales/energy${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // 10,001 L x 0.0235 = 235.0235 MMBtu, rounded once to thousandths; 500 L have no factors.
    expect(await energy(admin)).toEqual({
      mmbtuThousandths: 235_024,
      litres: 10_501,
      litresWithoutFactors: 500,
    });
    expect(await energy(lngMarket.buyer.jar)).toEqual({
      mmbtuThousandths: 235_024,
      litres: 10_001,
      litresWithoutFactors: 0,
    });
    expect(await energy(lngMarket.supplier.jar)).toEqual({
      mmbtuThousandths: 235_024,
      litres: 10_001,
      litresWithoutFactors: 0,
    });
    expect(await energy(plainMarket.buyer.jar)).toEqual({
      mmbtuThousandths: 0,
      litres: 500,
      litresWithoutFactors: 500,
    });
    expect(await energy(admin, `?productId=${plainMarket.productId}`)).toEqual({
      mmbtuThousandths: 0,
      litres: 500,
      litresWithoutFactors: 500,
    });
    const refused = await call(
      ctx.app,
      lngMarket.buyer.jar,
      'GET',
      `/api/reports/sales/energy?partyId=${plainMarket.buyer.partyId}`,
    );
    expect(refused.statusCode).toBe(400);
    expectFieldErrors(refused, { partyId: 'Only operators can filter by party' });
    const badDate = await call(ctx.app, admin, 'GET', '/api/reports/sales/energy?from=2026-13-01');
    expect(badDate.statusCode).toBe(400);
  });
});
