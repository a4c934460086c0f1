// npm run ledger:check — verifies the money and stock invariants over the configured database.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';

async function run() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const report = await checkLedger(database.db);
    if (report.breaches.length === 0) {
      console.log(`Ledger check passed: ${report.checked} invariants hold.`);
      return;
    }
    for (const breach of report.breaches) console.error(`BREACH ${breach.invariant}: ${breach.detail}`);
    console.error(`Ledger check FAILED: ${report.breaches.length} breaches.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
