import { hubs as hubInfo } from '@gas/shared';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { contacts, hubs, parties, products, users } from './schema.ts';

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
export async function seedDemoData(db: Db): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    await tx.insert(products).values([
      { name: 'Compressed Natural Gas (CNG)', unit: 'Liters', isActive: true, createdUtc: daysAgo(160) },
      { name: 'Liquefied Natural Gas (LNG)', unit: 'Liters', isActive: true, createdUtc: daysAgo(160) },
    ]);
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
      logins.push({ role: demo.kind, email: demo.email, name, status: demo.status });
    }
    return logins;
  });
}

/** True when the demo operator exists (the database was seeded at some earlier start). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, 'admin@gas-exchange.ng'));
  return (row?.n ?? 0) > 0;
}
