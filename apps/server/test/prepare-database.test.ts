import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  auditEvents,
  contacts,
  hubs,
  inventories,
  jobs,
  parties,
  payments,
  prices,
  products,
  sales,
  stockLines,
  users,
} from '../src/db/schema.ts';
import { platformBankAccounts } from '../src/db/schema-banking.ts';
import { bids } from '../src/db/schema-bids.ts';
import { fulfilmentLosses, fulfilments } from '../src/db/schema-fulfilment.ts';
import { loadingSlots, slotBookings, trucks } from '../src/db/schema-logistics.ts';
import { payouts } from '../src/db/schema-payouts.ts';
import { localReceiptStore } from '../src/lib/receipts.ts';
import { listMarketRows } from '../src/modules/markets/queries.ts';
import { listRates } from '../src/modules/rates/rates.ts';
import { allTrades } from '../src/modules/rates/trades.ts';
import { latestClosedDay } from '../src/modules/rates/trading-day.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { demoPassword, seedDemoData } from '../src/seed/demo-data.ts';
import { prepareDatabase } from '../src/seed/prepare-database.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

let opened: { database: Database; drop: () => Promise<void> } | undefined;
afterEach(async () => {
  await opened?.drop();
  opened = undefined;
});

describe('preparing a database at start', () => {
  it('always has the six hubs, Ajaokuta first, even without demo data', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const rows = await opened.database.db.select().from(hubs).orderBy(asc(hubs.sortOrder));
    expect(rows.map((hub) => hub.name)).toEqual([
      'Ajaokuta',
      'Port-Harcourt',
      'Lagos',
      'Kaduna',
      'Maiduguri',
      'Kano',
    ]);
    expect(await opened.database.db.select().from(products)).toEqual([]);
  });

  it('seeds demo products on an empty database, once', async () => {
    const config = testConfig({ SEED_DEMO: 'true' });
    opened = await openTestDatabase(config);
    const first = await opened.database.db.select().from(products);
    expect(first.map((product) => product.name).sort()).toEqual([
      'Compressed Natural Gas (CNG)',
      'Liquefied Natural Gas (LNG)',
    ]);
    expect(first.every((product) => product.unit === 'Liters' && product.isActive)).toBe(true);

    const again = await prepareDatabase(opened.database, config);
    expect(again.seeded).toBe(false);
    expect(again.demoLogins).toEqual([]);
    expect(await opened.database.db.select().from(products)).toHaveLength(2);
    expect(await opened.database.db.select().from(hubs)).toHaveLength(6);
  });

  it('seeds an operator, two active and one pending party of each kind, all able to log in', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const logins = await seedDemoData(
      opened.database.db,
      localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))),
    );
    const rows = await opened.database.db.select().from(parties);
    const count = (kind: string, status: string) =>
      rows.filter((row) => row.kind === kind && row.status === status).length;
    expect([count('supplier', 'Active'), count('supplier', 'Pending')]).toEqual([2, 1]);
    expect([count('offtaker', 'Active'), count('offtaker', 'Pending')]).toEqual([2, 1]);
    expect(logins.map((login) => login.role)).toEqual([
      'admin',
      'supplier',
      'supplier',
      'supplier',
      'offtaker',
      'offtaker',
      'offtaker',
      'driver',
      'driver',
    ]);
    expect(await opened.database.db.select().from(contacts)).toHaveLength(6);
    const [admin] = await opened.database.db.select().from(users).where(eq(users.email, logins[0]!.email));
    expect(await verify(admin!.passwordHash, demoPassword)).toBe(true);
  });

  it('gives each active demo supplier priced, stocked inventories at two or three hubs', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    await seedDemoData(
      opened.database.db,
      localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))),
    );
    const db = opened.database.db;
    const held = await db.select().from(inventories);
    const perSupplier = new Map<string, number>();
    for (const row of held) perSupplier.set(row.supplierId, (perSupplier.get(row.supplierId) ?? 0) + 1);
    expect([...perSupplier.values()]).toEqual([3, 3]);
    for (const inventory of held) {
      // Invariants: quantity is approved Supply In less approved Sale Out; pending sales reserve.
      const lines = await db.select().from(stockLines).where(eq(stockLines.inventoryId, inventory.id));
      const total = (flow: 'In' | 'Out', status: 'Approved' | 'Pending') =>
        lines
          .filter((line) => line.flow === flow && line.status === status)
          .reduce((sum, line) => sum + line.quantity, 0);
      expect(inventory.quantity).toBe(total('In', 'Approved') - total('Out', 'Approved'));
      expect(inventory.reserved).toBe(total('Out', 'Pending'));
      const history = await db.select().from(prices).where(eq(prices.inventoryId, inventory.id));
      expect(new Set(history.map((price) => price.currency))).toEqual(new Set(['NGN', 'USD']));
    }
    const rows = await listMarketRows({ db }, new Date());
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toMatchObject({ deliveryPoint: 'Ajaokuta', contract: 'Spot', region: 'North Central' });
    expect(rows[0]!.sell.length).toBeGreaterThanOrEqual(2);
  });

  it('funds each active demo offtaker with approved deposits in naira and dollars, ledger balanced', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))));
    const lines = await db.select().from(payments);
    const approved = lines.filter((line) => line.status === 'Approved');
    expect(new Set(approved.map((line) => line.customerId)).size).toBe(2);
    expect(new Set(approved.map((line) => line.currency))).toEqual(new Set(['NGN', 'USD']));
    const deposits = lines.filter((line) => line.flow === 'Credit');
    expect(deposits.every((line) => line.receiptPaths.length === 1)).toBe(true);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('trades through the real purchase path over recent months, without mailing the demo addresses', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))));
    const traded = await db.select().from(sales);
    const months = new Set(
      traded
        .filter((sale) => sale.status === 'Approved' && sale.completedUtc)
        .map((sale) => sale.completedUtc!.toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(new Set(traded.map((sale) => sale.status))).toEqual(
      new Set(['Approved', 'Pending', 'Rejected', 'Cancelled']),
    );
    // Settled sales carry their fee; the demo's deliveries still on their way do not yet.
    expect(
      traded.filter((sale) => sale.status === 'Approved' && sale.completedUtc).every((sale) => sale.fee! > 0),
    ).toBe(true);
    const queued = await db.select().from(jobs);
    expect(queued.filter((job) => job.kind === 'mail')).toEqual([]);
    const pending = traded.filter((sale) => sale.status === 'Pending');
    expect(
      queued.filter(
        (job) =>
          job.kind === 'sale-expiry' &&
          pending.some((sale) => (job.payload as { saleId: string }).saleId === sale.id),
      ),
    ).toHaveLength(pending.length);
    expect(
      (await db.select().from(auditEvents)).filter((row) => row.action === 'purchase_placed'),
    ).toHaveLength(traded.length);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('builds the demo through the use cases, each at its moment: the audit trail tells its history', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    const before = Date.now();
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))));
    const trail = await db.select().from(auditEvents);
    const tally = (action: string) => trail.filter((row) => row.action === action).length;
    // Six sign-ups, each verified and its contact completed; the four Active parties approved.
    expect([tally('sign_up'), tally('email_verified'), tally('contact_updated')]).toEqual([6, 6, 6]);
    expect(tally('onboarding_decided')).toBe(4);
    // Two products; six inventories, each with two approved deliveries (two more pending) and
    // four months of prices in both currencies; three delivery-month prices (issue 19, forwards).
    expect([tally('product_created'), tally('inventory_created')]).toEqual([2, 6]);
    expect([tally('stock_added'), tally('stock_decided'), tally('price_set')]).toEqual([14, 12, 51]);
    // Four deposits per active offtaker, three approved by the operator.
    expect([tally('deposit_created'), tally('deposit_decided')]).toEqual([8, 6]);
    // Fourteen purchases, twelve of them decided; four deliveries on their way (logistics) and
    // four past the truck (delivered, disputed, settled in part, settled in full); one delivery
    // month bought and approved (issue 19, forwards).
    expect([tally('purchase_placed'), tally('sale_decided')]).toEqual([23, 21]);
    // Ten approved sales collected and accepted, two deliveries accepted or resolved: settled.
    expect(tally('sale_settled')).toBe(12);
    expect(trail.filter((row) => row.action === 'onboarding_decided').map((row) => row.actorRole)).toEqual([
      'admin',
      'admin',
      'admin',
      'admin',
    ]);
    // Back-dated to the demo's history (five months), nothing in the future.
    const days = trail.map((row) => (before - row.occurredUtc.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(150);
    expect(days.every((daysAgo) => daysAgo > -1 / 24)).toBe(true);
    const [zuma] = await db.select().from(parties).where(eq(parties.companyName, 'Zuma Gas Ltd'));
    expect((before - zuma!.decidedUtc!.getTime()) / 86_400_000).toBeCloseTo(149, 0);
    // Rows are stamped by the use cases' clock, not the database's: the party signed up 150 days ago.
    expect((before - zuma!.createdUtc.getTime()) / 86_400_000).toBeCloseTo(150, 0);
    // The sign-ups' contacts carry the demo addresses; verification and decision mail went nowhere.
    const demoContacts = await db.select().from(contacts);
    expect(demoContacts.every((contact) => contact.address && contact.isPrimary)).toBe(true);
    expect((await db.select().from(jobs)).filter((job) => job.kind === 'mail')).toEqual([]);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('seeds the fleet, drivers who can log in, slots and deliveries at every step (issue 17)', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    const logins = await seedDemoData(
      db,
      localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))),
    );
    const drivers = logins.filter((login) => login.role === 'driver');
    expect(drivers.map((login) => login.email)).toEqual([
      'musa.ibrahim@gas-exchange.ng',
      'chinedu.eze@gas-exchange.ng',
    ]);
    for (const login of drivers) {
      const [user] = await db.select().from(users).where(eq(users.email, login.email));
      expect(user).toMatchObject({ role: 'driver', partyId: null });
      expect(await verify(user!.passwordHash, demoPassword)).toBe(true);
    }
    const fleet = await db.select().from(trucks);
    expect(new Set(fleet.map((truck) => truck.type))).toEqual(new Set(['CNG cascade', 'LNG ISO tank']));
    expect(new Set(fleet.map((truck) => truck.hubId)).size).toBeGreaterThanOrEqual(4);
    expect(await db.select().from(loadingSlots)).not.toHaveLength(0);
    const rows = await db.select().from(fulfilments);
    const statuses = rows.map((row) => row.status);
    for (const status of ['Awaiting dispatch', 'Scheduled', 'Loaded', 'In transit', 'Delivered', 'Disputed'])
      expect(statuses, status).toContain(status);
    // Past the truck (seed/demo-fulfilment.ts): a delivery waiting for its buyer within the window,
    // one settled for part after a dispute (with its losses), one accepted in full.
    const delivered = rows.find((row) => row.status === 'Delivered')!;
    expect(delivered.disputeWindowEndUtc!.getTime()).toBeGreaterThan(Date.now());
    const deliveries = rows.filter((row) => row.method === 'delivery' && row.status === 'Settled');
    expect(deliveries.map((row) => row.resolution ?? 'accepted').sort()).toEqual(['accepted', 'settle-part']);
    const part = deliveries.find((row) => row.resolution === 'settle-part')!;
    expect(part.quantityAccepted!).toBeLessThan(part.quantityDelivered!);
    expect(part.quantityDelivered!).toBeLessThan(part.quantityLoaded!);
    expect(part.quantityLoaded!).toBeLessThan(part.quantityOrdered);
    expect((await db.select().from(fulfilmentLosses)).map((loss) => loss.kind).sort()).toEqual([
      'refused',
      'transit',
    ]);
    const booked = await db.select().from(slotBookings);
    const slots = await db.select().from(loadingSlots);
    expect(slots.reduce((sum, slot) => sum + slot.booked, 0)).toBe(booked.length);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('seeds payouts and withdrawals at every status through the use cases (issue 18), ledger balanced', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))));
    const rows = await db.select().from(payouts);
    const statuses = (side: string) =>
      rows
        .filter((row) => row.side === side)
        .map((row) => row.status)
        .sort();
    expect(statuses('supplier')).toEqual(['Approved', 'Paid', 'Rejected', 'Requested']);
    expect(statuses('offtaker')).toEqual(['Cancelled', 'Requested']);
    const paid = rows.find((row) => row.status === 'Paid')!;
    // Approved by the first demo operator, paid by the second: above the dual-control threshold.
    const [approver] = await db.select().from(users).where(eq(users.id, paid.approvedBy!));
    const [payer] = await db.select().from(users).where(eq(users.id, paid.paidBy!));
    expect([approver!.email, payer!.email]).toEqual(['admin@gas-exchange.ng', 'finance@gas-exchange.ng']);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('seeds the receiving accounts New Deposit shows, one per currency, active (issue 18)', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))));
    const rows = await db.select().from(platformBankAccounts).orderBy(asc(platformBankAccounts.currency));
    expect(rows.map((row) => [row.currency, row.bankCode, row.active])).toEqual([
      ['NGN', '057', true],
      ['USD', '058', true],
    ]);
  });

  it('seeds open buy bids, held from the buyer’s wallet and shown as Buy Bid on Market Data (issue 19)', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    const now = new Date();
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))), now);
    const open = await db.select().from(bids).where(eq(bids.status, 'Open'));
    expect(open.map((bid) => bid.quantity).sort((a, b) => a - b)).toEqual([2_000, 5_000, 10_000]);
    const rows = await listMarketRows({ db }, now);
    const ajaokutaCng = rows.find(
      (row) => row.deliveryPoint === 'Ajaokuta' && row.contract === 'Spot' && row.product.includes('CNG'),
    );
    expect(ajaokutaCng?.buy).toEqual(['₦340.00 (5,000 L)', '₦335.00 (2,000 L)']);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('publishes the daily rates of the demo trades, each recomputable from the trade record (issue 19)', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    const now = new Date();
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))), now);
    const { rows: rates } = await listRates(db, { from: '2000-01-01', to: '2099-12-31' }, now);
    expect(rates.length).toBeGreaterThan(3);
    expect(rates.some((rate) => rate.day >= latestClosedDay(new Date(now.getTime() - 30 * 86_400_000)))).toBe(
      true,
    );
    for (const rate of rates) {
      const trades = [];
      for await (const trade of allTrades(db, { ...rate, from: rate.day, to: rate.day })) trades.push(trade);
      const volume = trades.reduce((sum, trade) => sum + trade.quantity, 0);
      const value = trades.reduce((sum, trade) => sum + trade.quantity * trade.unitPrice, 0);
      expect(rate).toMatchObject({ trades: trades.length, volume, value, indicative: trades.length < 3 });
      expect(rate.price).toBe(Math.floor(value / volume + 0.5));
    }
  });

  it('creates the ADMIN_EMAIL admin with an argon2id hash, only if missing', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'correct horse 42' });
    opened = await openTestDatabase(config);
    const [admin] = await opened.database.db.select().from(users);
    expect(admin).toMatchObject({ email: 'ops@example.com', role: 'admin', partyId: null });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin!.passwordHash, 'correct horse 42')).toBe(true);

    const again = await prepareDatabase(opened.database, config);
    expect(again.adminCreated).toBe(false);
    expect(await opened.database.db.select().from(users)).toHaveLength(1);
  });
});
