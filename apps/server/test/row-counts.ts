import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import {
  contacts,
  emailTokens,
  idempotencyKeys,
  inventories,
  jobs,
  ledgerEntries,
  ledgerTransactions,
  parties,
  payments,
  prices,
  products,
  sales,
  sessions,
  stockLines,
  users,
} from '../src/db/schema.ts';
import { drivers, loadingSlots, slotBookings, trucks } from '../src/db/schema-logistics.ts';
import type { TestContext } from './helpers.ts';

const tables = {
  parties,
  users,
  contacts,
  emailTokens,
  sessions,
  jobs,
  products,
  inventories,
  stockLines,
  prices,
  payments,
  sales,
  ledgerTransactions,
  ledgerEntries,
  idempotencyKeys,
  trucks,
  drivers,
  loadingSlots,
  slotBookings,
};

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : [],
    );
}

/** Rows of each table the API writes, and the receipt files: what "nothing written" compares. */
export async function whatIsStored(ctx: TestContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await ctx.database.db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  counts.receiptFiles = filesUnder(path.join(ctx.config.dataDir, 'receipts')).length;
  return counts;
}
