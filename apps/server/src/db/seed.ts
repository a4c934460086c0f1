import { type Currency, formatMoney, hubs as hubInfo } from '@gas/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '../lib/access.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { ReceiptStore } from '../lib/receipts.ts';
import { newReference } from '../lib/references.ts';
import { placePurchase } from '../modules/trading/place-purchase.ts';
import { resolveSale } from '../modules/trading/resolve-sale.ts';
import { externalCash, postTransaction, wallet } from '../modules/wallet/ledger.ts';
import type { Db } from './client.ts';
import {
  contacts,
  hubs,
  inventories,
  jobs,
  parties,
  payments,
  prices,
  products,
  stockLines,
  users,
} from './schema.ts';

/** Reference data every database needs (demo or not): the six logistics hubs. Idempotent. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(hubs)
    .values(
      hubInfo.map((hub, index) => ({
        code: hub.code,
        name: hub.name,
        region: hub.region,
        state: hub.state,
        deliveryDays: hub.deliveryDays,
        isOperational: hub.isOperational,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/** True when nobody has used this database yet: no accounts and no catalogue. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [productCount] = await db.select({ n: count() }).from(products);
  return (userCount?.n ?? 0) === 0 && (productCount?.n ?? 0) === 0;
}

/** Every demo login shares this password; it exists only in demo data (SEED_DEMO). */
export const demoPassword = 'Demo-Gas-2026!';

export type DemoLogin = { role: string; email: string; name: string; status: string };

type DemoParty = {
  kind: 'supplier' | 'offtaker';
  status: 'Active' | 'Pending';
  email: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  mobile: string;
  address: string;
  daysAgo: number;
};

const demoParties: DemoParty[] = [
  {
    kind: 'supplier',
    status: 'Active',
    email: 'sales@zumagas.ng',
    companyName: 'Zuma Gas Ltd',
    mobile: '08031234567',
    address: 'Plot 4, Steel Town Road, Ajaokuta, Kogi',
    daysAgo: 150,
  },
  {
    kind: 'supplier',
    status: 'Active',
    email: 'trading@deltacng.ng',
    companyName: 'Delta CNG Company',
    mobile: '08056781234',
    address: '22 Trans-Amadi Industrial Layout, Port Harcourt',
    daysAgo: 120,
  },
  {
    kind: 'supplier',
    status: 'Pending',
    email: 'info@sahelenergy.ng',
    companyName: 'Sahel Energy Resources',
    mobile: '08067778899',
    address: '5 Baga Road, Maiduguri',
    daysAgo: 2,
  },
  {
    kind: 'offtaker',
    status: 'Active',
    email: 'amina.bello@kanotextiles.ng',
    firstName: 'Amina',
    lastName: 'Bello',
    companyName: 'Kano Textiles Ltd',
    mobile: '08059876543',
    address: 'Sharada Industrial Estate, Kano',
    daysAgo: 140,
  },
  {
    kind: 'offtaker',
    status: 'Active',
    email: 'chinedu.okafor@abujasteel.ng',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    companyName: 'Abuja Steel Works',
    mobile: '08092345678',
    address: 'Idu Industrial Area, Abuja',
    daysAgo: 95,
  },
  {
    kind: 'offtaker',
    status: 'Pending',
    email: 'ibrahim.musa@kadunacng.ng',
    firstName: 'Ibrahim',
    lastName: 'Musa',
    mobile: '08024681357',
    address: 'Kakuri, Kaduna',
    daysAgo: 1,
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Demo data for a fresh install, so the platform has something to show: the catalogue, an
 * operator, active and pending suppliers and offtakers. Returns the logins to print.
 */
export async function seedDemoData(db: Db, receipts: ReceiptStore): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const catalogue = await tx
      .insert(products)
      .values([
        { name: 'Compressed Natural Gas (CNG)', unit: 'Liters', isActive: true, createdUtc: daysAgo(160) },
        { name: 'Liquefied Natural Gas (LNG)', unit: 'Liters', isActive: true, createdUtc: daysAgo(160) },
      ])
      .returning({ id: products.id, name: products.name });
    const productIds = Object.fromEntries(
      catalogue.map((product) => [product.name.match(/\((\w+)\)/)![1]!, product.id]),
    );
    const hubRows = await tx.select({ id: hubs.id, name: hubs.name }).from(hubs);
    const hubIds = Object.fromEntries(hubRows.map((hub) => [hub.name, hub.id]));
    const supplierIds: Record<string, string> = {};
    const adminEmail = 'admin@gas-exchange.ng';
    await tx
      .insert(users)
      .values({ email: adminEmail, passwordHash, role: 'admin', createdUtc: daysAgo(170) });
    const logins: DemoLogin[] = [
      { role: 'admin', email: adminEmail, name: 'Platform operator', status: 'Active' },
    ];
    for (const demo of demoParties) {
      const createdUtc = daysAgo(demo.daysAgo);
      const [party] = await tx
        .insert(parties)
        .values({
          kind: demo.kind,
          status: demo.status,
          companyName: demo.companyName ?? null,
          firstName: demo.firstName ?? null,
          lastName: demo.lastName ?? null,
          createdUtc,
          decidedUtc: demo.status === 'Active' ? daysAgo(demo.daysAgo - 1) : null,
        })
        .returning({ id: parties.id });
      await tx.insert(users).values({
        email: demo.email,
        passwordHash,
        role: demo.kind === 'supplier' ? 'client' : 'customer',
        partyId: party!.id,
        createdUtc,
      });
      await tx.insert(contacts).values({
        partyId: party!.id,
        firstName: demo.firstName ?? null,
        lastName: demo.lastName ?? null,
        email: demo.email,
        mobile: demo.mobile,
        address: demo.address,
        isPrimary: true,
        createdUtc,
      });
      const name = demo.firstName ? `${demo.firstName} ${demo.lastName}` : demo.companyName!;
      if (demo.kind === 'supplier') supplierIds[demo.email] = party!.id;
      if (demo.kind === 'offtaker' && demo.status === 'Active') {
        await seedDeposits(tx, receipts, party!.id, name, demo.daysAgo);
      }
      logins.push({ role: demo.kind, email: demo.email, name, status: demo.status });
    }
    const inventoryIds: Record<string, string> = {};
    for (const stock of demoStock) {
      inventoryIds[`${stock.supplier} ${stock.product} ${stock.hub}`] = await seedInventory(tx, {
        ...stock,
        supplierId: supplierIds[stock.supplier]!,
        productId: productIds[stock.product]!,
        hubId: hubIds[stock.hub]!,
      });
    }
    await seedSales(tx, { inventoryIds, productIds });
    return logins;
  });
}

/** A small, real PDF standing in for a bank transfer slip. */
function demoReceipt(payer: string, amount: string, date: Date): Buffer {
  const text = `Transfer receipt - ${payer} - ${amount} - ${date.toDateString()}`.replace(/[()\\]/g, '');
  const content = `BT /F1 12 Tf 40 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Approved deposits in both currencies (through the ledger, as an operator would), and one pending. */
async function seedDeposits(
  tx: Db,
  receipts: ReceiptStore,
  partyId: string,
  name: string,
  joinedDaysAgo: number,
) {
  const deposits: { amount: number; currency: Currency; daysAgo: number; isApproved: boolean }[] = [
    { amount: 25_000_000_00, currency: 'NGN', daysAgo: joinedDaysAgo - 5, isApproved: true },
    { amount: 15_000_00, currency: 'USD', daysAgo: joinedDaysAgo - 10, isApproved: true },
    { amount: 12_500_000_00, currency: 'NGN', daysAgo: 20, isApproved: true },
    { amount: 4_000_000_00, currency: 'NGN', daysAgo: 1, isApproved: false },
  ];
  for (const deposit of deposits) {
    const createdUtc = daysAgo(deposit.daysAgo);
    const receipt = demoReceipt(name, formatMoney(deposit.amount, deposit.currency), createdUtc);
    const stored = await receipts.save(receipt, { extension: 'pdf', contentType: 'application/pdf' });
    const reference = newReference('DP', createdUtc);
    let balances = { prevBal: null as number | null, currBal: null as number | null };
    if (deposit.isApproved) {
      const account = wallet(partyId, deposit.currency);
      const posted = await postTransaction(tx, {
        kind: 'deposit',
        reference,
        currency: deposit.currency,
        postings: [
          { account: externalCash(deposit.currency), amount: -deposit.amount },
          { account, amount: deposit.amount },
        ],
      });
      const change = posted.changeOf(account);
      balances = { prevBal: change.before, currBal: change.after };
    }
    await tx.insert(payments).values({
      reference,
      customerId: partyId,
      flow: 'Credit',
      status: deposit.isApproved ? 'Approved' : 'Pending',
      amount: deposit.amount,
      currency: deposit.currency,
      receiptPaths: [stored],
      createdUtc,
      processedUtc: deposit.isApproved ? new Date(createdUtc.getTime() + 3 * 3_600_000) : null,
      ...balances,
    });
  }
}

type DemoStock = {
  supplier: string;
  product: 'CNG' | 'LNG';
  hub: string;
  deliveries: number[];
  pendingDelivery?: number;
  /** Naira per litre over the last months, oldest first; dollars follow at about ₦1,450/$. */
  nairaPerLitre: number[];
};

const demoStock: DemoStock[] = [
  {
    supplier: 'sales@zumagas.ng',
    product: 'CNG',
    hub: 'Ajaokuta',
    deliveries: [150_000, 100_000],
    pendingDelivery: 40_000,
    nairaPerLitre: [320, 330, 345, 350],
  },
  {
    supplier: 'sales@zumagas.ng',
    product: 'LNG',
    hub: 'Kaduna',
    deliveries: [80_000, 40_000],
    nairaPerLitre: [410, 420, 415, 425],
  },
  {
    supplier: 'sales@zumagas.ng',
    product: 'CNG',
    hub: 'Kano',
    deliveries: [60_000, 20_000],
    nairaPerLitre: [355, 360, 365, 362],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'CNG',
    hub: 'Port-Harcourt',
    deliveries: [250_000, 150_000],
    nairaPerLitre: [300, 305, 310, 315],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'CNG',
    hub: 'Ajaokuta',
    deliveries: [90_000, 60_000],
    pendingDelivery: 25_000,
    nairaPerLitre: [335, 340, 342, 348],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'LNG',
    hub: 'Lagos',
    deliveries: [120_000, 80_000],
    nairaPerLitre: [395, 400, 405, 410],
  },
];

const nairaPerDollar = 1_450;

/** One demo inventory with its approved deliveries (and quantity to match) and price history. */
async function seedInventory(
  tx: Db,
  stock: DemoStock & { supplierId: string; productId: string; hubId: string },
): Promise<string> {
  const quantity = stock.deliveries.reduce((sum, delivery) => sum + delivery, 0);
  const [inventory] = await tx
    .insert(inventories)
    .values({
      supplierId: stock.supplierId,
      productId: stock.productId,
      hubId: stock.hubId,
      quantity,
      createdUtc: daysAgo(130),
    })
    .returning({ id: inventories.id });
  const inventoryId = inventory!.id;
  await tx.insert(stockLines).values([
    ...stock.deliveries.map((delivery, index) => ({
      inventoryId,
      flow: 'In' as const,
      category: 'Supply' as const,
      status: 'Approved' as const,
      quantity: delivery,
      createdUtc: daysAgo(120 - index * 45),
      processedUtc: daysAgo(119 - index * 45),
    })),
    ...(stock.pendingDelivery
      ? [
          {
            inventoryId,
            flow: 'In' as const,
            category: 'Supply' as const,
            status: 'Pending' as const,
            quantity: stock.pendingDelivery,
            createdUtc: daysAgo(1),
          },
        ]
      : []),
  ]);
  // A price every month, so the history charts have shape; the last is today's.
  await tx.insert(prices).values(
    stock.nairaPerLitre.flatMap((naira, index) => {
      const createdUtc = daysAgo((stock.nairaPerLitre.length - 1 - index) * 30);
      return [
        { inventoryId, amount: naira * 100, currency: 'NGN' as const, createdUtc },
        {
          inventoryId,
          amount: Math.round((naira * 100) / nairaPerDollar),
          currency: 'USD' as const,
          createdUtc,
        },
      ];
    }),
  );
  return inventoryId;
}

type DemoSale = {
  buyer: string;
  /** "supplier product hub", as in demoStock. */
  offer: string;
  litres: number;
  currency: Currency;
  daysAgo: number;
  outcome: 'Approved' | 'Rejected' | 'Cancelled' | 'Pending';
};

const zumaAjaokuta = 'sales@zumagas.ng CNG Ajaokuta';
const deltaHarcourt = 'trading@deltacng.ng CNG Port-Harcourt';
const deltaLagos = 'trading@deltacng.ng LNG Lagos';
const zumaKaduna = 'sales@zumagas.ng LNG Kaduna';
const amina = 'amina.bello@kanotextiles.ng';
const chinedu = 'chinedu.okafor@abujasteel.ng';

/** Five months of trading, so dashboards, reports and their charts have shape. */
const demoSales: DemoSale[] = [
  { buyer: amina, offer: zumaAjaokuta, litres: 12_000, currency: 'NGN', daysAgo: 118, outcome: 'Approved' },
  { buyer: amina, offer: deltaHarcourt, litres: 20_000, currency: 'NGN', daysAgo: 104, outcome: 'Approved' },
  { buyer: amina, offer: zumaKaduna, litres: 4_000, currency: 'USD', daysAgo: 96, outcome: 'Approved' },
  { buyer: chinedu, offer: deltaLagos, litres: 9_000, currency: 'NGN', daysAgo: 88, outcome: 'Approved' },
  { buyer: amina, offer: zumaAjaokuta, litres: 15_000, currency: 'NGN', daysAgo: 75, outcome: 'Rejected' },
  { buyer: chinedu, offer: zumaAjaokuta, litres: 18_000, currency: 'NGN', daysAgo: 66, outcome: 'Approved' },
  { buyer: amina, offer: deltaHarcourt, litres: 25_000, currency: 'NGN', daysAgo: 52, outcome: 'Approved' },
  { buyer: chinedu, offer: zumaKaduna, litres: 6_000, currency: 'USD', daysAgo: 45, outcome: 'Approved' },
  { buyer: amina, offer: deltaLagos, litres: 10_000, currency: 'NGN', daysAgo: 38, outcome: 'Cancelled' },
  { buyer: amina, offer: zumaAjaokuta, litres: 22_000, currency: 'NGN', daysAgo: 24, outcome: 'Approved' },
  { buyer: chinedu, offer: deltaHarcourt, litres: 30_000, currency: 'NGN', daysAgo: 12, outcome: 'Approved' },
  { buyer: amina, offer: zumaKaduna, litres: 3_000, currency: 'USD', daysAgo: 6, outcome: 'Approved' },
  { buyer: chinedu, offer: zumaAjaokuta, litres: 8_000, currency: 'NGN', daysAgo: 1, outcome: 'Pending' },
  { buyer: amina, offer: deltaHarcourt, litres: 5_000, currency: 'NGN', daysAgo: 0.5, outcome: 'Pending' },
];

/** How long a demo sale waits before its supplier decides. */
const decisionHours = 5;

/**
 * Demo purchases through the real trading service (holds, reservations, settlement, fees,
 * audit rows), each at its own moment in the past. Their emails are not sent: the history is
 * made up, and the demo addresses are not real.
 */
async function seedSales(
  tx: Db,
  ids: { inventoryIds: Record<string, string>; productIds: Record<string, string> },
): Promise<void> {
  const actors = new Map<string, Actor>();
  const rows = await tx
    .select({ userId: users.id, email: users.email, role: users.role, partyId: users.partyId })
    .from(users);
  for (const row of rows) {
    actors.set(row.email, { ...row, sessionId: 'demo-seed', partyStatus: 'Active' });
  }
  for (const demo of demoSales) {
    const placedAt = daysAgo(demo.daysAgo);
    const deps = { db: tx, clock: { now: () => placedAt }, saleExpiryHours: 48 };
    const inventoryId = ids.inventoryIds[demo.offer]!;
    const [price] = await tx
      .select({ amount: prices.amount })
      .from(prices)
      .where(and(eq(prices.inventoryId, inventoryId), eq(prices.currency, demo.currency)))
      .orderBy(desc(prices.createdUtc))
      .limit(1);
    const sale = await placePurchase(deps, actors.get(demo.buyer)!, {
      amount: price!.amount * demo.litres,
      currency: demo.currency,
      productId: ids.productIds[demo.offer.split(' ')[1]!]!,
      quantity: demo.litres,
      contractId: inventoryId,
    });
    if (demo.outcome === 'Pending') continue;
    const decidedAt = new Date(placedAt.getTime() + decisionHours * 3_600_000);
    const decider = demo.outcome === 'Cancelled' ? demo.buyer : demo.offer.split(' ')[0]!;
    await resolveSale({ ...deps, clock: { now: () => decidedAt } }, actors.get(decider)!, {
      saleId: sale.id,
      resolution: demo.outcome,
    });
  }
  await tx.delete(jobs).where(eq(jobs.kind, 'mail'));
}

/** True when the demo operator exists (the database was seeded at some earlier start). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, 'admin@gas-exchange.ng'));
  return (row?.n ?? 0) > 0;
}
