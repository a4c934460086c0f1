import type { ContactRequest, Currency, PartyStatus, RegisterClient, RegisterCustomer } from '@gas/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, parties, users } from '../db/schema.ts';
import type { Actor } from '../lib/access.ts';
import { addMinutes, type Clock } from '../lib/clock.ts';
import type { ReceiptStore } from '../lib/receipts.ts';
import { createProduct } from '../modules/catalogue/create-product.ts';
import { listHubs } from '../modules/catalogue/queries.ts';
import { acceptDelivery } from '../modules/fulfilment/accept-delivery.ts';
import { advanceFulfilment } from '../modules/fulfilment/advance.ts';
import { deliveryCodeKeyFrom } from '../modules/fulfilment/delivery-code.ts';
import { ensureAdmin } from '../modules/identity/ensure-admin.ts';
import { type NewParty, register } from '../modules/identity/register.ts';
import { verifyEmail } from '../modules/identity/verify-email.ts';
import { addStock } from '../modules/inventory/add-stock.ts';
import { createInventory } from '../modules/inventory/create-inventory.ts';
import { decideStock } from '../modules/inventory/decide-stock.ts';
import { setPrice } from '../modules/inventory/set-price.ts';
import { decideOnboarding } from '../modules/parties/decide-onboarding.ts';
import { getProfile } from '../modules/parties/queries.ts';
import { updateContact } from '../modules/parties/update-contact.ts';
import { placePurchase } from '../modules/trading/place-purchase.ts';
import { resolveSale } from '../modules/trading/resolve-sale.ts';
import { seedReceivingAccounts } from './demo-banking.ts';
import { seedBids } from './demo-bids.ts';
import { seedDeposits } from './demo-deposits.ts';
import { demoInvoiceIssuer } from './demo-documents.ts';
import {
  amina,
  catalogueDaysAgo,
  type DemoParty,
  type DemoStock,
  deliveryIntervalDays,
  demoParties,
  demoSaleExpiryHours,
  demoSales,
  demoStock,
  inventoriesDaysAgo,
  nairaPerDollar,
  saleDecisionHours,
  zumaAjaokuta,
} from './demo-fixtures.ts';
import { seedForwards } from './demo-forwards.ts';
import { seedFulfilmentStages } from './demo-fulfilment.ts';
import { type LogisticsSeeding, seedLogistics } from './demo-logistics.ts';
import { seedPayouts } from './demo-payouts.ts';
import { seedDailyRates } from './demo-rates.ts';
import { seedUnitFactors } from './demo-units.ts';
import { seedBusinessProfile } from './demo-verification.ts';

// The demo data of a fresh install (SEED_DEMO), so the platform has something to show: five
// months of history built the way people would have built it, by calling the use cases, each as
// the person who would have done it and with a clock set to the moment it happened. So every row
// is one the platform itself could have written: the ledger postings, holds, reservations, fees
// and audit rows come from the same code as in production.
//
// Rows whose use case leaves a timestamp to the database default carry the time of seeding
// rather than their demo moment: the created time of the logins, parties, contacts, products,
// inventories and Supply stock lines (their decided and processed times, the audit trail, the
// prices, deposits and sales are back-dated). No chart or report reads those columns.

/** Every demo login shares this password; it exists only in demo data (SEED_DEMO). */
export const demoPassword = 'Demo-Gas-2026!';

const operatorEmail = 'admin@gas-exchange.ng';

/**
 * Where the demo's verification links would point. They are read from the queued email here,
 * never sent: the demo's mail is deleted before the seed commits (the addresses are not real).
 */
const demoSiteUrl = 'http://demo.invalid';

export type DemoLogin = { role: string; email: string; name: string; status: string };

/** The demo's moments, counted back from when it is seeded. */
type Moments = (daysAgo: number, plusHours?: number) => Date;

/** A clock that shows one moment of the demo's history. */
const clockAt = (at: Date): Clock => ({ now: () => at });

/** One transaction for the whole seed; each use case opens its own savepoint inside it. */
type Seeding = { tx: Db; receipts: ReceiptStore; at: Moments };

/**
 * Demo data for a fresh install: an operator, active and pending suppliers and offtakers, the
 * catalogue, stocked and priced inventories, funded wallets and five months of sales. Returns
 * the logins to print.
 */
export async function seedDemoData(db: Db, receipts: ReceiptStore, now = new Date()): Promise<DemoLogin[]> {
  const seededAt = now.getTime();
  const at: Moments = (daysAgo, plusHours = 0) =>
    new Date(seededAt - daysAgo * 86_400_000 + plusHours * 3_600_000);
  return db.transaction(async (tx) => {
    const seeding: Seeding = { tx, receipts, at };
    await ensureAdmin({ db: tx, email: operatorEmail, password: demoPassword });
    const operator = await signedIn(tx, operatorEmail);
    const productIds = await seedCatalogue(seeding, operator);
    await seedUnitFactors({ tx, at, daysAgo: catalogueDaysAgo }, operator, productIds);
    const logins: DemoLogin[] = [
      { role: 'admin', email: operatorEmail, name: 'Platform operator', status: 'Active' },
    ];
    for (const demo of demoParties) {
      const name = await seedParty(seeding, operator, demo);
      logins.push({ role: demo.kind, email: demo.email, name, status: demo.status });
    }
    const hubIds = Object.fromEntries((await listHubs(tx)).map((hub) => [hub.name, hub.id]));
    const inventoryIds: Record<string, string> = {};
    for (const stock of demoStock) {
      inventoryIds[`${stock.supplier} ${stock.product} ${stock.hub}`] = await seedInventory(seeding, stock, {
        productId: productIds[stock.product]!,
        hubId: hubIds[stock.hub]!,
      });
    }
    await seedSales(seeding, { inventoryIds, productIds });
    // Trucks, drivers (their logins printed with the others), slots and deliveries on their way.
    const ajaokuta = demoStock.find(
      (line) => `${line.supplier} ${line.product} ${line.hub}` === zumaAjaokuta,
    )!;
    const logisticsSeeding: LogisticsSeeding = {
      tx,
      receipts,
      now: at(0),
      hubIds,
      operator,
      actor: (email) => signedIn(tx, email),
      fulfilment: demoFulfilment,
      saleExpiryHours: demoSaleExpiryHours,
      buyer: amina,
      supplier: ajaokuta.supplier,
      offer: {
        productId: productIds[ajaokuta.product]!,
        inventoryId: inventoryIds[zumaAjaokuta]!,
        amountFor: (litres) => pricePerLitre(ajaokuta.nairaPerLitre.at(-1)!, 'NGN') * litres,
      },
    };
    const driverLogins = await seedLogistics(logisticsSeeding, demoPassword);
    logins.push(...driverLogins);
    // Deliveries past the truck: delivered and waiting, disputed, settled in part and in full.
    await seedFulfilmentStages(logisticsSeeding);
    await seedForwards(logisticsSeeding); // Forward contracts (issue 19): month prices and a month bought.
    await seedBids(logisticsSeeding); // Buy bids (issue 19): Chinedu's open bids for CNG.
    // Where deposits go (issue 18): the platform's receiving accounts in naira and dollars.
    await seedReceivingAccounts(tx, at(90), await signedIn(tx, 'admin@gas-exchange.ng'));
    // Money out (issue 18): payouts and withdrawals at every status, after the settlements.
    await seedPayouts(
      { tx, at, actor: (email) => signedIn(tx, email), password: demoPassword },
      { supplier: ajaokuta.supplier, offtaker: amina },
    );
    // The daily rates of the settled trades so far (issue 19, point 4), as the 18:00 job publishes them.
    await seedDailyRates(tx, at(0));
    // The demo's history is made up and its addresses are not real: none of its email goes out.
    await tx.delete(jobs).where(eq(jobs.kind, 'mail'));
    return logins;
  });
}

/** A login as a session would resolve it (demo actors have no real session). */
async function signedIn(tx: Db, email: string): Promise<Actor> {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, role: users.role, partyId: users.partyId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`The demo login ${email} does not exist`);
  let partyStatus: PartyStatus | null = null;
  if (row.partyId) {
    const [party] = await tx
      .select({ status: parties.status })
      .from(parties)
      .where(eq(parties.id, row.partyId));
    partyStatus = party?.status ?? null;
  }
  return { ...row, sessionId: 'demo-seed', partyStatus };
}

/** The operator adds the catalogue's products; returns their ids by short name (CNG, LNG). */
async function seedCatalogue({ tx, at }: Seeding, operator: Actor): Promise<Record<string, string>> {
  const deps = { db: tx, clock: clockAt(at(catalogueDaysAgo)) };
  const ids: Record<string, string> = {};
  for (const name of ['Compressed Natural Gas (CNG)', 'Liquefied Natural Gas (LNG)']) {
    const product = await createProduct(deps, operator, { name, unit: 'Liters' });
    ids[name.match(/\((\w+)\)/)![1]!] = product.id;
  }
  return ids;
}

/**
 * A party as it joined: its sign-up, the emailed link followed, its contact's address filled in,
 * and (Active ones) the operator's approval a day later; an approved offtaker then funds its
 * wallet. Returns its name.
 */
async function seedParty(seeding: Seeding, operator: Actor, demo: DemoParty): Promise<string> {
  const { tx, at } = seeding;
  const joined = at(demo.daysAgo);
  const identity = (when: Date) => ({ db: tx, clock: clockAt(when), publicUrl: demoSiteUrl });
  const { partyId } = await register(identity(joined), null, signUpForm(demo));
  const token = await verificationToken(tx, demo.email);
  await verifyEmail(identity(addMinutes(joined, 10)), null, { token });
  const member = await signedIn(tx, demo.email);
  const [contact] = (await getProfile(tx, member)).contacts;
  await updateContact({ db: tx, clock: clockAt(addMinutes(joined, 20)) }, member, {
    contactId: contact!.id,
    contact: contactForm(demo),
  });
  const name = demo.firstName ? `${demo.firstName} ${demo.lastName}` : demo.companyName!;
  // Its business profile and certificates, before an operator approves it (issue 18).
  if (demo.companyName) {
    const deps = { db: tx, clock: clockAt(addMinutes(joined, 30)), receipts: seeding.receipts };
    await seedBusinessProfile(deps, member, demo.companyName, at(0));
  }
  if (demo.status === 'Active') {
    await decideOnboarding({ db: tx, clock: clockAt(at(demo.daysAgo - 1)) }, operator, {
      kind: demo.kind,
      partyId,
      decision: 'Approve',
    });
    if (demo.kind === 'offtaker') {
      await seedDeposits(seeding, operator, await signedIn(tx, demo.email), name, demo.daysAgo);
    }
  }
  return name;
}

/** The sign-up form the party filled in. */
function signUpForm(demo: DemoParty): NewParty {
  const account = { mobile: demo.mobile, email: demo.email, password: demoPassword, confirm: demoPassword };
  if (demo.kind === 'supplier') {
    const form: RegisterClient = { name: demo.companyName!, ...account };
    return { kind: 'supplier', form };
  }
  const form: RegisterCustomer = {
    firstname: demo.firstName!,
    lastname: demo.lastName!,
    ...(demo.companyName ? { name: demo.companyName } : {}),
    ...account,
  };
  return { kind: 'offtaker', form };
}

/** The party's first contact as its profile shows it once the address is filled in. */
function contactForm(demo: DemoParty): ContactRequest {
  return {
    ...(demo.firstName ? { firstName: demo.firstName, lastName: demo.lastName } : {}),
    email: demo.email,
    mobile: demo.mobile,
    address: demo.address,
  };
}

/** The token of the verification link that sign-up emailed to `email` (read from the mail job). */
async function verificationToken(tx: Db, email: string): Promise<string> {
  const queued = await tx.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
  for (const { payload } of queued) {
    const mail = payload as { to?: string; link?: string };
    if (mail.to !== email || !mail.link) continue;
    const token = new URL(mail.link).searchParams.get('token');
    if (token) return token;
  }
  throw new Error(`No verification email was queued for ${email}`);
}

/** A small, real PDF standing in for a bank transfer slip. */
/** A price in `currency` for `naira` a litre, in minor units per litre. */
function pricePerLitre(naira: number, currency: Currency): number {
  return currency === 'NGN' ? naira * 100 : Math.round((naira * 100) / nairaPerDollar);
}

/**
 * One demo inventory as its supplier keeps it: opened, its deliveries added and approved a day
 * later, a pending delivery from yesterday, and a price every month in both currencies (the last
 * is today's), so the history charts have shape.
 */
async function seedInventory(
  { tx, at }: Seeding,
  stock: DemoStock,
  ids: { productId: string; hubId: string },
): Promise<string> {
  const supplier = await signedIn(tx, stock.supplier);
  const inventoryDeps = (when: Date) => ({ db: tx, clock: clockAt(when) });
  const inventory = await createInventory(inventoryDeps(at(inventoriesDaysAgo)), supplier, ids);
  for (const [index, quantity] of stock.deliveries.entries()) {
    const deliveredDaysAgo = inventoriesDaysAgo - 10 - index * deliveryIntervalDays;
    const line = await addStock(inventoryDeps(at(deliveredDaysAgo)), supplier, {
      inventoryId: inventory.id,
      quantity,
    });
    await decideStock(inventoryDeps(at(deliveredDaysAgo - 1)), supplier, {
      inventoryId: inventory.id,
      stockId: line.id,
      approve: 'true',
    });
  }
  if (stock.pendingDelivery) {
    await addStock(inventoryDeps(at(1)), supplier, {
      inventoryId: inventory.id,
      quantity: stock.pendingDelivery,
    });
  }
  for (const [index, naira] of stock.nairaPerLitre.entries()) {
    const deps = inventoryDeps(at((stock.nairaPerLitre.length - 1 - index) * 30));
    for (const currency of ['NGN', 'USD'] as const) {
      await setPrice(deps, supplier, {
        inventoryId: inventory.id,
        currency,
        amount: pricePerLitre(naira, currency),
      });
    }
  }
  return inventory.id;
}

/** The demo's fulfilment settings: the defaults, and the key of a server without TOTP_ENCRYPTION_KEY. */
const demoFulfilment = {
  deliveryDisputeHours: 24,
  dispatchDays: 3,
  platformFeeVatBasisPoints: 750,
  invoiceIssuer: demoInvoiceIssuer,
  deliveryCodeKey: deliveryCodeKeyFrom(undefined),
};

/**
 * Demo purchases through the real trading use cases (holds, reservations, settlement, fees,
 * audit rows), each at its own moment in the past and at today's price; then its supplier
 * approves or rejects it, or its buyer cancels it, a few hours later. The newest two stay pending.
 * An approved one is collected at the hub the next day and accepted by its buyer: settled.
 */
async function seedSales(
  { tx, at }: Seeding,
  ids: { inventoryIds: Record<string, string>; productIds: Record<string, string> },
): Promise<void> {
  const actors = new Map<string, Actor>();
  const actor = async (email: string) => {
    if (!actors.has(email)) actors.set(email, await signedIn(tx, email));
    return actors.get(email)!;
  };
  for (const demo of demoSales) {
    const placedAt = at(demo.daysAgo);
    const trading = (when: Date) => ({
      db: tx,
      clock: clockAt(when),
      saleExpiryHours: demoSaleExpiryHours,
      fulfilment: demoFulfilment,
    });
    const [supplierEmail, product] = demo.offer.split(' ') as [string, string, string];
    const stock = demoStock.find((line) => `${line.supplier} ${line.product} ${line.hub}` === demo.offer)!;
    const sale = await placePurchase(trading(placedAt), await actor(demo.buyer), {
      amount: pricePerLitre(stock.nairaPerLitre.at(-1)!, demo.currency) * demo.litres,
      currency: demo.currency,
      productId: ids.productIds[product]!,
      quantity: demo.litres,
      contractId: ids.inventoryIds[demo.offer]!,
    });
    if (demo.outcome === 'Pending') continue;
    const decider = demo.outcome === 'Cancelled' ? demo.buyer : supplierEmail;
    await resolveSale(trading(at(demo.daysAgo, saleDecisionHours)), await actor(decider), {
      saleId: sale.id,
      resolution: demo.outcome,
    });
    if (demo.outcome !== 'Approved') continue;
    const collectedAt = at(demo.daysAgo, saleDecisionHours + 20);
    await advanceFulfilment(
      tx,
      { clock: clockAt(collectedAt), deliveryDisputeHours: 24 },
      {
        saleId: sale.id,
        action: 'load',
        caller: await actor(operatorEmail),
        fields: { quantityLoaded: demo.litres },
        note: 'Collected at the hub gate',
      },
    );
    await acceptDelivery(
      { db: tx, clock: clockAt(at(demo.daysAgo, saleDecisionHours + 26)), ...demoFulfilment },
      await actor(demo.buyer),
      { saleId: sale.id },
    );
  }
}

/** True when the demo operator exists (the database was seeded at some earlier start). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, operatorEmail));
  return (row?.n ?? 0) > 0;
}
