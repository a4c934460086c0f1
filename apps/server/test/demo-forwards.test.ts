import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deliveryMonthStart, openDeliveryMonths } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sales } from '../src/db/schema.ts';
import { forwardPrices, saleContracts } from '../src/db/schema-forwards.ts';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { localReceiptStore } from '../src/lib/receipts.ts';
import { listMarketRows } from '../src/modules/markets/queries.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

// The demo's forward contracts (issue 19, point 3; seed/demo-forwards.ts).

let opened: { database: Database; drop: () => Promise<void> } | undefined;
afterAll(() => opened?.drop());

describe('demo forward contracts', () => {
  it('prices two months ahead and sells one of them through the use cases, ledger balanced', async () => {
    opened = await openTestDatabase(testConfig({ SEED_DEMO: 'false' }));
    const db = opened.database.db;
    const now = new Date();
    await seedDemoData(db, localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-seed-'))), now);
    const [, nextMonth, monthAfter] = openDeliveryMonths(now);
    const priced = await db.select().from(forwardPrices);
    expect(priced.map((row) => `${row.deliveryMonth} ${row.currency}`).sort()).toEqual(
      [`${nextMonth} NGN`, `${nextMonth} USD`, `${monthAfter} NGN`].sort(),
    );
    const [bought] = await db
      .select({ sale: sales, month: saleContracts.deliveryMonth, deadline: fulfilments.dispatchDeadlineUtc })
      .from(saleContracts)
      .innerJoin(sales, eq(sales.id, saleContracts.saleId))
      .innerJoin(fulfilments, eq(fulfilments.saleId, sales.id));
    expect(bought).toMatchObject({ month: nextMonth, sale: { status: 'Approved', quantity: 1_500 } });
    // DISPATCH_DAYS (3 in the demo) from the first day of the month bought.
    expect(bought!.deadline).toEqual(new Date(deliveryMonthStart(nextMonth!).getTime() + 3 * 86_400_000));
    const rows = await listMarketRows({ db }, now);
    // The months offered (a bid alone may make a month's row too: issue 19, point 1).
    expect(
      rows.filter((row) => row.contract !== 'Spot' && row.sell.length > 0).map((row) => row.deliveryPoint),
    ).toEqual(['Ajaokuta', 'Ajaokuta']);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });
});
