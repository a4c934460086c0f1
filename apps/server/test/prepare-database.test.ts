import { verify } from '@node-rs/argon2';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hubs, products, users } from '../src/db/schema.ts';
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
    expect(await opened.database.db.select().from(products)).toHaveLength(2);
    expect(await opened.database.db.select().from(hubs)).toHaveLength(6);
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
