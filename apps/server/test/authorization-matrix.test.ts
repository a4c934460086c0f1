// Every API route x every identity, from the table in authorization-matrix.ts: the status each
// gets, the envelope, and that nobody else's private ids ever appear in what they are shown.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokens } from '../src/db/schema.ts';
import { invoices } from '../src/db/schema-documents.ts';
import { fulfilmentLosses, fulfilments } from '../src/db/schema-fulfilment.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { ensureAdmin } from '../src/modules/identity/ensure-admin.ts';
import {
  authorizationMatrix,
  type CellRequest,
  type Fixtures,
  nextFeeRoute,
  type Who,
} from './authorization-matrix.ts';
import { bankingMatrix } from './banking-builders.ts';
import { bidsMatrix } from './bids-builders.ts';
import {
  completeBusinessProfile,
  fundWallet,
  goodPassword,
  hubIds,
  logIn,
  multipart,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  nextSecondFactorCode,
  offtakerForm,
  postDeposit,
  receiptFiles,
  supplierForm,
  verificationToken,
} from './builders.ts';
import { collect, logisticsStep } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';
import { logisticsMatrix, newDriver } from './logistics-builders.ts';
import { payoutsMatrix } from './payouts-builders.ts';
import { listRoutes } from './routes.ts';
import { whatIsStored } from './row-counts.ts';

let ctx: TestContext;
let fx: Fixtures;
const jars: Partial<Record<Who, CookieJar>> = {};
let cellsChecked = 0;
let operators = 0;

async function buildFixtures(): Promise<Fixtures> {
  const admin = await newAdmin(ctx);
  const supplier = await newParty(ctx, 'supplier');
  const otherSupplier = await newParty(ctx, 'supplier');
  const offtaker = await newParty(ctx, 'offtaker');
  const otherOfftaker = await newParty(ctx, 'offtaker');
  Object.assign(jars, {
    admin: admin.jar,
    supplier: supplier.jar,
    otherSupplier: otherSupplier.jar,
    offtaker: offtaker.jar,
    otherOfftaker: otherOfftaker.jar,
  });
  const unitPrice = 250;
  const productId = await newProduct(ctx, admin.jar);
  const inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    stock: 1_000_000,
    prices: { NGN: unitPrice },
  });
  // The other supplier trades too, so its lists are not empty by accident.
  await newInventory(ctx, otherSupplier.jar, { productId, stock: 1000, prices: { NGN: unitPrice } });
  await fundWallet(ctx, offtaker.jar, admin.jar, 1_000_000_00);
  await fundWallet(ctx, otherOfftaker.jar, admin.jar, 1_000_00);

  const deposit = (
    await postDeposit(ctx, offtaker.jar, { amount: 5000, currency: 'NGN', receipt: receiptFiles.pdf })
  ).json().data;
  const purchase = async (fulfilment?: { method: 'delivery'; siteId: string }) => {
    const res = await call(ctx.app, offtaker.jar, 'POST', '/api/sales', {
      productId,
      contractId: inventoryId,
      quantity: 1,
      currency: 'NGN',
      amount: unitPrice,
      ...(fulfilment ? { fulfilment } : {}),
    });
    if (res.statusCode !== 201) throw new Error(`sale: ${res.body}`);
    return res.json().data as { id: string; reference: string };
  };
  const buy = async () => (await purchase()).id;
  const inFulfilment = async (stage: 'approved' | 'collected' | 'disputed' | 'overdue' | 'in transit') => {
    const saleId =
      stage === 'in transit'
        ? (await purchase({ method: 'delivery', siteId: await newDeliverySite() })).id
        : await buy();
    const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`);
    if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
    if (stage === 'overdue') {
      await ctx.database.db
        .update(fulfilments)
        .set({ dispatchDeadlineUtc: new Date(Date.now() - 60_000) })
        .where(eq(fulfilments.saleId, saleId));
    }
    if (stage === 'collected' || stage === 'disputed') await collect(ctx, saleId, 1);
    if (stage === 'in transit') {
      await logisticsStep(ctx, saleId, 'schedule');
      await logisticsStep(ctx, saleId, 'load', { quantityLoaded: 1 });
      await logisticsStep(ctx, saleId, 'depart');
    }
    if (stage === 'disputed') {
      const res = await call(ctx.app, offtaker.jar, 'POST', `/api/sales/${saleId}/dispute`, {
        reason: 'Short',
      });
      if (res.statusCode !== 200) throw new Error(`dispute: ${res.body}`);
    }
    return saleId;
  };
  // Reports and their CSV files name a sale by its reference, not its id: both are private.
  const sale = await purchase();
  const saleId = sale.id;
  const contact = await call(ctx.app, supplier.jar, 'POST', '/api/profile/contacts', { firstName: 'Hauwa' });
  const contactId = contact.json().data.id as string;
  // A site of the offtaker's in Kano, and an NGN fee there from the inventory's hub (Ajaokuta).
  const newDeliverySite = async () => {
    const res = await call(ctx.app, offtaker.jar, 'POST', '/api/delivery-sites', {
      name: `Sharada plant ${Math.random().toString(36).slice(2, 6)}`,
      address: 'Plot 14, Sharada Industrial Estate',
      lga: 'Kano Municipal',
      state: 'Kano',
      contactName: 'Musa Ibrahim',
      contactPhone: '08031234567',
    });
    if (res.statusCode !== 201) throw new Error(`site: ${res.body}`);
    return res.json().data.id as string;
  };
  const deliverySiteId = await newDeliverySite();
  const hubs = await hubIds(ctx);
  const addFee = async (fee: Record<string, unknown>) => {
    const res = await call(ctx.app, admin.jar, 'POST', '/api/logistics-fees', fee);
    if (res.statusCode !== 201) throw new Error(`fee: ${res.body}`);
    return res.json().data.id as string;
  };
  await addFee({ hubId: hubs.Ajaokuta, state: 'Kano', currency: 'NGN', feePerUnit: 250 });
  // Drivers (issue 17) and the operators' trucks and slots; a slot tomorrow in Lagos.
  const tomorrow = new Date(Date.now() + 25 * 3_600_000).toISOString().slice(0, 10);
  const {
    driver,
    otherDriver,
    fixtures: logistics,
  } = await logisticsMatrix(ctx, admin.jar, tomorrow, {
    buyer: offtaker.jar,
    supplier: supplier.jar,
    productId,
    inventoryId,
    unitPrice,
    // A site of its own: a site with a delivery on its way keeps its address.
    siteId: await newDeliverySite(),
  });
  Object.assign(jars, { driver: driver.jar, otherDriver: otherDriver.jar });
  // A certificate of the supplier's (an Active supplier may upload a renewed licence; issue 18).
  const documentForm = (kind: 'cac_certificate' | 'nmdpra_licence') =>
    multipart(
      { kind },
      { name: 'document', filename: 'licence.png', type: 'image/png', bytes: receiptFiles.png },
    );
  const licenceForm = documentForm('nmdpra_licence');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/business-profile/documents',
    headers: { cookie: supplier.jar.header(), ...licenceForm.headers },
    payload: licenceForm.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`document: ${uploaded.body}`);
  const businessDocumentId = uploaded.json().data.id as string;
  const identities = { admin, supplier, otherSupplier, offtaker, otherOfftaker, driver, otherDriver };
  const emailOf = (who: Who) => (who === 'anonymous' ? undefined : identities[who].email);

  const throwawaySession = async (who: Who) => {
    if (who === 'anonymous') return undefined;
    if (who === 'admin') return (await newAdmin(ctx)).jar;
    if (who === 'driver' || who === 'otherDriver') return (await newDriver(ctx, admin.jar)).jar;
    return (await newParty(ctx, who.toLowerCase().includes('supplier') ? 'supplier' : 'offtaker')).jar;
  };
  const askEmailChange = async (jar: CookieJar) => {
    const newEmail = `moved.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`;
    const res = await call(ctx.app, jar, 'POST', '/api/auth/email-change', {
      newEmail,
      currentPassword: goodPassword,
    });
    if (res.statusCode !== 200) throw new Error(`email change: ${res.body}`);
  };
  const signUp = async (kind: 'supplier' | 'offtaker') => {
    const form = kind === 'supplier' ? supplierForm() : offtakerForm();
    const res = await call(
      ctx.app,
      undefined,
      'POST',
      kind === 'supplier' ? '/api/home/register/client' : '/api/home/register/customer',
      form,
    );
    return { email: form.email, partyId: res.json().data.partyId as string };
  };

  const banking = await bankingMatrix(ctx, {
    admin: admin.jar,
    supplier: supplier.jar,
    offtaker: offtaker.jar,
  });

  // Payouts (issue 18, point 3): the supplier is paid one settlement first, so it may ask for a payout.
  let settledSaleId = '';
  const payouts = await payoutsMatrix(ctx, { admin: admin.jar, supplier, offtaker }, async () => {
    const saleId = await inFulfilment('collected');
    const res = await call(ctx.app, offtaker.jar, 'POST', `/api/sales/${saleId}/accept`, {});
    if (res.statusCode !== 200) throw new Error(`accept: ${res.body}`);
    settledSaleId = saleId;
  });
  // Its invoices (issue 18, point 5): the sale invoice the buyer and the supplier read.
  const issued = await ctx.database.db.select().from(invoices).where(eq(invoices.saleId, settledSaleId));
  const saleInvoice = issued.find((invoice) => invoice.kind === 'sale-invoice')!;

  return {
    partyId: { supplier: supplier.partyId, offtaker: offtaker.partyId },
    email: {
      admin: admin.email,
      supplier: supplier.email,
      otherSupplier: otherSupplier.email,
      offtaker: offtaker.email,
      otherOfftaker: otherOfftaker.email,
      driver: driver.email,
      otherDriver: otherDriver.email,
    },
    password: goodPassword,
    productId,
    hubId: (await hubIds(ctx)).Kano!,
    inventoryId,
    unitPrice,
    deposit: { id: deposit.id, reference: deposit.reference },
    saleId,
    contactId,
    deliverySiteId,
    businessDocumentId,
    documentForm,
    pendingSession: async (kind) => (await newParty(ctx, kind, { status: 'Pending' })).jar,
    newDeliverySite,
    newLogisticsFee: () => addFee({ ...nextFeeRoute({ hubId: hubs.Kano! }), feePerUnit: 110 }),
    logistics,
    banking,
    payouts,
    invoices: { settledSaleId, saleInvoiceId: saleInvoice.id },
    bids: bidsMatrix(ctx, { offtaker: offtaker.jar, productId, hubId: hubs.Ajaokuta! }),
    privateIds: [
      ...payouts.privateIds,
      ...issued.map((invoice) => invoice.id),
      ...logistics.privateIds,
      ...banking.privateIds,
      deposit.id,
      deposit.reference,
      saleId,
      sale.reference,
      contactId,
      deliverySiteId,
      businessDocumentId,
    ],
    newProduct: () => newProduct(ctx, admin.jar),
    async newPendingParty(kind) {
      const { email, partyId } = await signUp(kind);
      await call(ctx.app, undefined, 'POST', '/api/auth/verify', {
        token: await verificationToken(ctx, email),
      });
      // Ready for an operator's decision: its business profile is complete (issue 18).
      await completeBusinessProfile(ctx, partyId);
      return partyId;
    },
    async newApprovedParty(kind, status) {
      const { email, partyId } = await signUp(kind);
      await call(ctx.app, undefined, 'POST', '/api/auth/verify', {
        token: await verificationToken(ctx, email),
      });
      await completeBusinessProfile(ctx, partyId);
      const single = kind === 'supplier' ? 'client' : 'customer';
      const segment = kind === 'supplier' ? 'clients' : 'customers';
      const approved = await call(
        ctx.app,
        admin.jar,
        'PATCH',
        `/api/onboarding/complete/${single}/${partyId}/Approve`,
      );
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
      if (status === 'Suspended') {
        const res = await call(ctx.app, admin.jar, 'PATCH', `/api/${segment}/${partyId}/Suspended`, {
          reason: 'Matrix fixture',
        });
        if (res.statusCode !== 200) throw new Error(`suspend: ${res.body}`);
      }
      return partyId;
    },
    async newVerificationToken() {
      return verificationToken(ctx, (await signUp('offtaker')).email);
    },
    async newPasswordResetToken() {
      const { email } = await signUp('supplier');
      await call(ctx.app, undefined, 'POST', '/api/auth/password-reset', { email });
      return verificationToken(ctx, email);
    },
    async newPendingDeposit() {
      const res = await postDeposit(ctx, offtaker.jar, {
        amount: 700,
        currency: 'NGN',
        receipt: receiptFiles.png,
      });
      return res.json().data.reference as string;
    },
    newPendingSale: buy,
    newSaleInFulfilment: inFulfilment,
    async newFulfilmentLoss() {
      const saleId = await inFulfilment('disputed');
      const res = await call(ctx.app, admin.jar, 'POST', `/api/sales/${saleId}/resolve`, {
        outcome: 'settle-part',
        quantity: 0,
        note: 'Refused',
      });
      if (res.statusCode !== 200) throw new Error(`resolve: ${res.body}`);
      const [loss] = await ctx.database.db
        .select({ id: fulfilmentLosses.id })
        .from(fulfilmentLosses)
        .where(eq(fulfilmentLosses.saleId, saleId));
      return loss!.id;
    },
    async newPendingStockLine() {
      const res = await call(ctx.app, supplier.jar, 'POST', '/api/stocks', { inventoryId, quantity: 10 });
      return res.json().data.id as string;
    },
    newSignUpForm: (kind) => (kind === 'supplier' ? supplierForm() : offtakerForm()),
    depositForm: () =>
      multipart(
        { amount: '1500', currency: 'NGN' },
        { name: 'receipt', filename: 'receipt.png', type: 'image/png', bytes: receiptFiles.png },
      ),
    async freshSession(who) {
      const email = emailOf(who);
      return email ? logIn(ctx, email) : undefined;
    },
    throwawaySession,
    async throwawaySessionWithCode(who) {
      if (who !== 'admin') return { jar: await throwawaySession(who), code: '123456' };
      const operator = await newAdmin(ctx);
      return { jar: operator.jar, code: nextSecondFactorCode(ctx, operator.email) };
    },
    async secondFactorChallenge(step) {
      const email = `ops.${Date.now().toString(36)}.${++operators}@gas-exchange.ng`;
      await ensureAdmin({ db: ctx.database.db, email, password: goodPassword });
      if (step === 'code') await logIn(ctx, email); // enrols its authenticator
      const due = (
        await call(ctx.app, undefined, 'POST', '/api/auth/login', { email, password: goodPassword })
      ).json().data;
      const code =
        step === 'code' ? nextSecondFactorCode(ctx, email) : totpCodeAt(due.enrolment.secret, new Date());
      return { challenge: due.challenge as string, code };
    },
    async sessionIdOf(jar) {
      const [row] = await ctx.database.db
        .select({ id: sessionTokens.sessionId })
        .from(sessionTokens)
        .where(eq(sessionTokens.tokenHash, hashToken(jar.get('sid')!)));
      return row!.id;
    },
    async newEmailChangeToken() {
      const { email, jar } = await newParty(ctx, 'supplier');
      await askEmailChange(jar);
      // The newest link mailed to the current address: its confirm-or-cancel link.
      return verificationToken(ctx, email);
    },
    async sessionWithEmailChange(who) {
      const jar = await throwawaySession(who);
      if (jar) await askEmailChange(jar);
      return jar;
    },
  };
}

beforeAll(async () => {
  // Hundreds of requests from one address: lift the general rate limit (its own test is elsewhere).
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  fx = await buildFixtures();
});
afterAll(async () => {
  console.info(
    `authorization matrix: ${Object.keys(authorizationMatrix).length} routes, ${cellsChecked} cells checked`,
  );
  await ctx.close();
});

describe('the table', () => {
  it('lists every route of the app, and only those', () => {
    const inApp = listRoutes(ctx.app);
    expect(inApp.length).toBeGreaterThan(50);
    const inTable = Object.keys(authorizationMatrix);
    expect(
      inApp.filter((route) => !inTable.includes(route)),
      'routes without an entry in test/authorization-matrix.ts',
    ).toEqual([]);
    expect(
      inTable.filter((route) => !inApp.includes(route)),
      'entries for routes the app does not have',
    ).toEqual([]);
  });
});

/** A stream's answer up to its first event (it never ends by itself; the app's close ends it). */
async function sendForFirstEvent(route: string, who: Who, request: CellRequest) {
  const [method, url] = route.split(' ') as [string, string];
  const jar = who === 'anonymous' ? undefined : jars[who];
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(jar ? { cookie: jar.header() } : {}), ...request.headers },
    payloadAsStream: true,
  });
  const stream = res.stream();
  const [first] = await stream.take(1).toArray();
  stream.destroy();
  const body = String(first ?? '');
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) };
}

async function send(route: string, who: Who, request: CellRequest) {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = request.url ?? pattern;
  if (/[:*]/.test(url)) throw new Error(`${route}: the entry needs a request builder for its parameters`);
  const jar = 'jar' in request ? request.jar : who === 'anonymous' ? undefined : jars[who];
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(jar ? { cookie: jar.header() } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
}

describe.each(Object.entries(authorizationMatrix))('%s', (route, entry) => {
  // Refusals first, then the identities that may: a success never changes what a refusal meets.
  const cells = (Object.entries(entry.expect) as [Who, number][]).sort(
    ([, a], [, b]) => Number(a < 400) - Number(b < 400),
  );

  it.each(cells)('as %s answers %i', async (who, expected) => {
    const request = (await entry.request?.(fx, who)) ?? {};
    // A GET reads: whoever asks, no row is added or removed anywhere (ASVS V3.5.3).
    const isRead = route.startsWith('GET ');
    const storedBefore = isRead ? await whatIsStored(ctx) : undefined;
    const res = entry.isStream
      ? await sendForFirstEvent(route, who, request)
      : await send(route, who, request);
    if (isRead) expect(await whatIsStored(ctx), `${route} as ${who} wrote`).toEqual(storedBefore);
    cellsChecked++;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
    if (expected >= 400 || !entry.isRaw) {
      const body = res.json();
      expect(body.success).toBe(expected < 400);
      expect(Array.isArray(body.errors)).toBe(true);
      if (expected >= 400) {
        expect(body.data).toBeNull();
        expect(body.errors.length).toBeGreaterThan(0);
        for (const error of body.errors) expect(error.message).toMatch(/\S/);
      }
    }
    if (who === 'anonymous' || who.startsWith('other')) {
      for (const id of fx.privateIds) expect(res.body, `${who} must not see ${id}`).not.toContain(id);
    }
  });
});
