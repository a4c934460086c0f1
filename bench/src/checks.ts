// After each load run: the books still balance and no purchase the server accepted is missing.
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { sales } from '../../apps/server/src/db/schema.ts';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check.ts';

export type Integrity = { ledgerBreaches: string[]; acceptedMissing: number; acceptedChecked: number };

export async function checkIntegrity(databaseUrl: string, accepted: string[]): Promise<Integrity> {
  const database = openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { breaches } = await checkLedger(database.db);
    let found = 0;
    for (let start = 0; start < accepted.length; start += 5_000) {
      const batch = accepted.slice(start, start + 5_000);
      const rows = await database.db
        .select({ reference: sales.reference })
        .from(sales)
        .where(inArray(sales.reference, batch));
      found += rows.length;
    }
    return {
      ledgerBreaches: breaches.map((breach) => JSON.stringify(breach)),
      acceptedMissing: accepted.length - found,
      acceptedChecked: accepted.length,
    };
  } finally {
    await database.close();
  }
}
