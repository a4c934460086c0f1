import { lagosDate } from '@gas/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { jobs, parties, users } from '../src/db/schema.ts';
import type { Actor } from '../src/lib/access.ts';
import { systemClock } from '../src/lib/clock.ts';
import { receiptStoreFor } from '../src/lib/receipts.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { ensureAdmin } from '../src/modules/identity/ensure-admin.ts';
import { saveBusinessProfile } from '../src/modules/verification/save-business-profile.ts';
import { uploadBusinessDocument } from '../src/modules/verification/upload-business-document.ts';
import { CookieJar, call, type TestContext } from './helpers.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
export const goodPassword = 'Kano-Gas-2026!';

export function supplierForm(overrides: Record<string, string> = {}) {
  const id = unique();
  return {
    name: `Zuma Gas ${id} Ltd`,
    mobile: '08031234567',
    email: `ops.${id}@zumagas.ng`,
    password: goodPassword,
    confirm: goodPassword,
    ...overrides,
  };
}

export function offtakerForm(overrides: Record<string, string> = {}) {
  const id = unique();
  return {
    firstname: 'Amina',
    lastname: 'Bello',
    name: 'Kano Textiles',
    mobile: '08059876543',
    email: `amina.${id}@kanotextiles.ng`,
    password: goodPassword,
    confirm: goodPassword,
    ...overrides,
  };
}

/** The newest verification link mailed to `email` (read from the queued mail job). */
export async function verificationToken(ctx: TestContext, email: string): Promise<string> {
  const [job] = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(sql`${jobs.payload}->>'to'`, email.toLowerCase()))
    .orderBy(desc(jobs.createdUtc));
  const link = (job?.payload as { link?: string } | undefined)?.link;
  if (!link) throw new Error(`no verification mail for ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** The emails queued so far: each mail job's addressee and subject. */
export async function queuedMails(ctx: TestContext): Promise<{ to: string; subject: string }[]> {
  const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
  return rows.map((job) => job.payload as { to: string; subject: string });
}

export async function partyIdOf(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ partyId: users.partyId })
    .from(users)
    .where(eq(users.email, email));
  return row!.partyId!;
}

export async function setPartyStatus(ctx: TestContext, partyId: string, status: 'Active' | 'Pending') {
  await ctx.database.db.update(parties).set({ status }).where(eq(parties.id, partyId));
}

/**
 * Logs in as a browser would, second step included: an operator without an authenticator enrols
 * one at its first log-in (the secret the answer offers, kept here with its recovery codes), and a
 * login with one completes the log-in with its next unused code (`nextSecondFactorCode`).
 */
export async function logIn(ctx: TestContext, email: string, password = goodPassword): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await call(ctx.app, jar, 'POST', '/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  const answer = res.json().data as {
    challenge?: string;
    secondFactor?: string;
    enrolment?: { secret: string };
  };
  if (!answer.challenge) return jar;
  if (answer.secondFactor === 'enrolment') {
    const secret = answer.enrolment!.secret;
    secondFactors.set(email.toLowerCase(), { secret, lastStep: 0, recoveryCodes: [] });
    const code = nextSecondFactorCode(ctx, email);
    const done = await call(ctx.app, jar, 'POST', '/api/auth/login/enrolment', {
      challenge: answer.challenge,
      code,
    });
    if (done.statusCode !== 200) throw new Error(`enrolment failed for ${email}: ${done.body}`);
    secondFactors.get(email.toLowerCase())!.recoveryCodes = done.json().data.recoveryCodes;
    return jar;
  }
  const code = nextSecondFactorCode(ctx, email);
  const done = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
    challenge: answer.challenge,
    code,
  });
  if (done.statusCode !== 200) throw new Error(`second factor failed for ${email}: ${done.body}`);
  return jar;
}

/** The authenticators the helpers enrolled (or a test registered), by login email. */
const secondFactors = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();

/** Tells the helpers the TOTP secret of a login a test enrolled itself (and its recovery codes). */
export function rememberSecondFactor(email: string, secret: string, recoveryCodes: string[] = []) {
  secondFactors.set(email.toLowerCase(), { secret, lastStep: 0, recoveryCodes: [...recoveryCodes] });
}

/** The secret and recovery codes the helpers hold for `email`. */
export function secondFactorOf(email: string) {
  const factor = secondFactors.get(email.toLowerCase());
  if (!factor) throw new Error(`no authenticator known for ${email}`);
  return factor;
}

/**
 * A code the server takes now (by the test's clock): the TOTP code of the earliest step it accepts
 * (the one before, now, the one after) that was not used yet; each step works once, so past
 * those three (a frozen clock) one of the recovery codes.
 */
export function nextSecondFactorCode(ctx: TestContext, email: string): string {
  const factor = secondFactorOf(email);
  const now = (ctx.clock?.now() ?? new Date()).getTime();
  const step = Math.floor(now / 30_000);
  // The step before now is taken only until the current step ends: with a clock that runs, a code
  // of it computed in the last seconds reached a loaded server after the step turned, and failed.
  const next = Math.max(factor.lastStep + 1, now % 30_000 < 25_000 ? step - 1 : step);
  if (next <= step + 1) {
    factor.lastStep = next;
    return totpCodeAt(factor.secret, new Date(next * 30_000));
  }
  const recovery = factor.recoveryCodes.shift();
  if (!recovery) throw new Error(`no code left for ${email} at this moment: move the test clock on`);
  return recovery;
}

/** A signed-up party's login email, its id, and the cookies of its session. */
export type Party = { email: string; partyId: string; jar: CookieJar };

/** Signs a party up, confirms its email, optionally approves it, and logs it in. */
export async function newParty(
  ctx: TestContext,
  kind: 'supplier' | 'offtaker',
  options: { status?: 'Pending' | 'Active' } = {},
): Promise<Party> {
  const form = kind === 'supplier' ? supplierForm() : offtakerForm();
  const path = kind === 'supplier' ? '/api/home/register/client' : '/api/home/register/customer';
  const res = await call(ctx.app, undefined, 'POST', path, form);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const token = await verificationToken(ctx, form.email);
  await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token });
  const partyId = res.json().data.partyId as string;
  if ((options.status ?? 'Active') === 'Active') await setPartyStatus(ctx, partyId, 'Active');
  return { email: form.email, partyId, jar: await logIn(ctx, form.email) };
}

export async function newAdmin(ctx: TestContext): Promise<{ email: string; jar: CookieJar }> {
  const email = `admin.${unique()}@gas-exchange.ng`;
  await ensureAdmin({ db: ctx.database.db, email, password: goodPassword });
  return { email, jar: await logIn(ctx, email) };
}

type Jar = CookieJar;

/** A product created by an operator through the API. */
export async function newProduct(ctx: TestContext, admin: Jar, name = `CNG ${unique()}`): Promise<string> {
  const res = await call(ctx.app, admin, 'POST', '/api/products', { name, unit: 'Liters' });
  if (res.statusCode !== 201) throw new Error(`product: ${res.body}`);
  return res.json().data.id;
}

export async function hubIds(ctx: TestContext): Promise<Record<string, string>> {
  const res = await call(ctx.app, undefined, 'GET', '/api/hubs');
  return Object.fromEntries(res.json().data.map((hub: { name: string; id: string }) => [hub.name, hub.id]));
}

/**
 * An inventory of `productId` at `hub` owned by the supplier behind `jar`, with approved stock
 * and current prices (minor units) when given.
 */
export async function newInventory(
  ctx: TestContext,
  jar: Jar,
  options: { productId: string; hub?: string; stock?: number; prices?: { NGN?: number; USD?: number } },
): Promise<string> {
  const hubs = await hubIds(ctx);
  const created = await call(ctx.app, jar, 'POST', '/api/inventories', {
    productId: options.productId,
    hubId: hubs[options.hub ?? 'Ajaokuta'],
  });
  if (created.statusCode !== 201) throw new Error(`inventory: ${created.body}`);
  const inventoryId = created.json().data.id as string;
  if (options.stock) {
    const line = await call(ctx.app, jar, 'POST', '/api/stocks', { inventoryId, quantity: options.stock });
    await call(ctx.app, jar, 'PATCH', '/api/stocks', {
      inventoryId,
      stockId: line.json().data.id,
      approve: 'true',
    });
  }
  for (const [currency, amount] of Object.entries(options.prices ?? {})) {
    await call(ctx.app, jar, 'POST', '/api/inventories/prices', { inventoryId, amount, currency });
  }
  return inventoryId;
}

/** Smallest valid files of each receipt type (their first bytes are what the server checks). */
export const receiptFiles = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32, 3),
  ]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A multipart/form-data body as a browser would send the New Deposit form. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gas${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function postDeposit(
  ctx: TestContext,
  jar: Jar,
  input: { amount: number | string; currency: string; receipt?: Buffer; filename?: string; key?: string },
) {
  const body = multipart(
    { amount: String(input.amount), currency: input.currency },
    input.receipt === undefined
      ? undefined
      : {
          name: 'receipt',
          filename: input.filename ?? 'receipt.png',
          type: 'image/png',
          bytes: input.receipt,
        },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: body.payload,
    headers: {
      ...body.headers,
      cookie: jar.header(),
      ...(input.key ? { 'idempotency-key': input.key } : {}),
    },
  });
  return response;
}

/** A deposit approved by an operator: the offtaker's wallet holds `amount` more afterwards. */
export async function fundWallet(
  ctx: TestContext,
  offtaker: Jar,
  admin: Jar,
  amount: number,
  currency = 'NGN',
) {
  const res = await postDeposit(ctx, offtaker, { amount, currency, receipt: receiptFiles.png });
  if (res.statusCode !== 201) throw new Error(`deposit: ${res.body}`);
  const reference = res.json().data.reference;
  const approved = await call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/Approved`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return reference as string;
}

/**
 * Something to trade: an operator, a new product, an Active supplier's inventory of it with
 * approved `stock` at `price` (NGN minor units a unit), and an Active offtaker whose wallet holds
 * `funds` (the approved deposit's reference is `deposit`). `buy(quantity)` is the offtaker's
 * purchase at that price.
 */
export async function newMarket(
  ctx: TestContext,
  options: { stock: number; price: number; funds: number; productName?: string },
) {
  const admin = await newAdmin(ctx);
  const supplier = await newParty(ctx, 'supplier');
  const productId = await newProduct(ctx, admin.jar, options.productName);
  const contractId = await newInventory(ctx, supplier.jar, {
    productId,
    stock: options.stock,
    prices: { NGN: options.price },
  });
  const buyer = await newParty(ctx, 'offtaker');
  const deposit = await fundWallet(ctx, buyer.jar, admin.jar, options.funds);
  const buy = (quantity: number) =>
    call(ctx.app, buyer.jar, 'POST', '/api/sales', {
      productId,
      contractId,
      quantity,
      currency: 'NGN',
      amount: quantity * options.price,
    });
  return { admin, supplier, buyer, productId, contractId, deposit, buy };
}

/**
 * Completes a party's business profile through its use cases (issue 18, point 4), as the party
 * would before an operator approves it: RC number and TIN; a supplier also its NMDPRA licence
 * (valid for a year by the app's clock unless `licenceExpiry` says otherwise) and both
 * certificates (PNG). An offtaker without a company needs none, and gets the same answers. An
 * Active party gets what it may still give (RC number and TIN once, a supplier its licence).
 */
export async function completeBusinessProfile(
  ctx: TestContext,
  partyId: string,
  options: { licenceExpiry?: string } = {},
): Promise<void> {
  const [row] = await ctx.database.db
    .select({ user: users, party: parties })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(eq(users.partyId, partyId));
  if (!row) throw new Error(`no login for party ${partyId}`);
  const actor: Actor = {
    userId: row.user.id,
    sessionId: 'test-builder',
    email: row.user.email,
    role: row.user.role,
    partyId,
    partyStatus: row.party.status,
  };
  const clock = ctx.clock ?? systemClock;
  const deps = { db: ctx.database.db, clock, receipts: receiptStoreFor(ctx.config) };
  const isSupplier = row.party.kind === 'supplier';
  const yearAhead = lagosDate(new Date(clock.now().getTime() + 365 * 86_400_000));
  await saveBusinessProfile(deps, actor, {
    rcNumber: `RC ${1_000_000 + (counter++ % 8_999_999)}`,
    tin: '12345678-0001',
    ...(isSupplier
      ? {
          licenceNumber: `NMDPRA/DS/${partyId.slice(0, 6)}`,
          licenceExpiry: options.licenceExpiry ?? yearAhead,
        }
      : {}),
  });
  // An Active party may only renew its licence: a supplier's NMDPRA licence, nothing for an offtaker.
  const kinds =
    row.party.status === 'Active'
      ? isSupplier
        ? (['nmdpra_licence'] as const)
        : []
      : isSupplier
        ? (['cac_certificate', 'nmdpra_licence'] as const)
        : (['cac_certificate'] as const);
  for (const kind of kinds) await uploadBusinessDocument(deps, actor, { kind, bytes: receiptFiles.png });
}
