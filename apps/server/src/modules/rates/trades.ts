import { SPOT, type Trade, type TradeFilters, type TradePage, type TradeQuery } from '@gas/shared';
import { and, desc, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products, sales } from '../../db/schema.ts';
import { bidFills, bids } from '../../db/schema-bids.ts';
import { saleContracts } from '../../db/schema-forwards.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { countAll } from '../../lib/sql-aggregates.ts';
import { inKeysetBatches, type Keyset, olderThan, timestampKey } from '../reports/paging.ts';
import { saleContractSql, tradingDayOf, tradingDayWindow } from './trading-day.ts';

// The public trade record: every settled trade with where, what, which contract, the settled
// quantity, the unit price, the currency and the settlement time; never a party, a sale id or a
// reference. Read by settlement time, which the sales' partial index `sales_completed_idx`
// (completed_utc where status = 'Approved') serves; the rate publisher aggregates these same rows.

const contract = saleContractSql(saleContracts.deliveryMonth, bids.contract);

/** The columns of a trade (and the sale's id, the tie-break of the order, never shown). */
const tradeColumns = {
  // Every column named: the subquery joins tables with like-named columns (hubs.name, products.name).
  saleId: sql<string>`${sales.id}`.as('sale_id'),
  hubId: sql<string>`${sales.hubId}`.as('hub_id'),
  hub: sql<string>`${hubs.name}`.as('hub'),
  productId: sql<string>`${sales.productId}`.as('product_id'),
  product: sql<string>`${products.name}`.as('product'),
  unit: sql<Trade['unit']>`${products.unit}`.as('unit'),
  contract: contract.as('contract'),
  quantity: sql<number>`${fulfilments.quantityAccepted}`.mapWith(Number).as('quantity'),
  unitPrice: sql<number>`${sales.unitPrice}`.mapWith(Number).as('unit_price'),
  currency: sql<Trade['currency']>`${sales.currency}`.as('currency'),
  settledAt: sql<Date>`${sales.completedUtc}`
    .mapWith((value: string | Date) => new Date(value))
    .as('settled_at'),
};

/** What makes a sale a trade of the record, and the filters (trading days by settlement time). */
export function tradeConditions(filters: TradeFilters): SQL {
  const from = filters.from ? tradingDayWindow(filters.from).start : undefined;
  const to = filters.to ? tradingDayWindow(filters.to).end : undefined;
  const byContract =
    filters.contract === undefined
      ? undefined
      : filters.contract === SPOT
        ? // Not a forward purchase, and not a fill of a month's bid: a fill of a Spot bid is Spot.
          and(isNull(saleContracts.saleId), or(isNull(bids.id), eq(bids.contract, SPOT)))
        : sql`${contract} = ${filters.contract}`;
  return and(
    eq(sales.status, 'Approved'),
    isNotNull(sales.completedUtc),
    eq(fulfilments.status, 'Settled'),
    gt(fulfilments.quantityAccepted, 0),
    from ? gte(sales.completedUtc, from) : undefined,
    to ? lt(sales.completedUtc, to) : undefined,
    filters.hubId ? eq(sales.hubId, filters.hubId) : undefined,
    filters.productId ? eq(sales.productId, filters.productId) : undefined,
    filters.currency ? eq(sales.currency, filters.currency) : undefined,
    byContract,
  )!;
}

/**
 * The trades matching `filters` as a subquery: the sales of the record joined to what a trade
 * shows. PostgreSQL plans through it, so the range on completed_utc still uses the index.
 */
export function tradeRecord(db: Db, filters: TradeFilters) {
  return db
    .select(tradeColumns)
    .from(sales)
    .innerJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(products, eq(products.id, sales.productId))
    .leftJoin(saleContracts, eq(saleContracts.saleId, sales.id))
    .leftJoin(bidFills, eq(bidFills.saleId, sales.id))
    .leftJoin(bids, eq(bids.id, bidFills.bidId))
    .where(tradeConditions(filters))
    .as('trades');
}

type TradeRow = {
  saleId: string;
  hubId: string;
  hub: string;
  productId: string;
  product: string;
  unit: Trade['unit'];
  contract: string;
  quantity: number;
  unitPrice: number;
  currency: Trade['currency'];
  settledAt: Date | null;
};

function toTrade({ settledAt, saleId: _saleId, ...row }: TradeRow): Trade {
  const settled = settledAt ?? new Date(0);
  return { ...row, settledUtc: settled.toISOString(), tradingDay: tradingDayOf(settled) };
}

/** One page of the record, newest settlement first, and how many trades match. */
export async function tradePage(db: Db, query: TradeQuery): Promise<TradePage> {
  const trades = tradeRecord(db, query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(trades)
      .orderBy(desc(trades.settledAt), desc(trades.saleId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: countAll() }).from(trades),
  ]);
  return { rows: rows.map(toTrade), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

const batchSize = 500;

/** The subquery's trade columns by name (to select them beside another). */
function pickTrade(trades: ReturnType<typeof tradeRecord>) {
  const { saleId, hubId, hub, productId, product, unit, contract, quantity, unitPrice, currency, settledAt } =
    trades;
  return { saleId, hubId, hub, productId, product, unit, contract, quantity, unitPrice, currency, settledAt };
}

/** Every matching trade, newest first, read in keyset batches (the CSV export). */
export function allTrades(db: Db, filters: TradeFilters): AsyncGenerator<Trade> {
  const trades = tradeRecord(db, filters);
  return inKeysetBatches(batchSize, async (before: Keyset | undefined) => {
    const rows = await db
      .select({ ...pickTrade(trades), keyAt: timestampKey(trades.settledAt).as('key_at') })
      .from(trades)
      .where(olderThan(trades.settledAt, trades.saleId, before))
      .orderBy(desc(trades.settledAt), desc(trades.saleId))
      .limit(batchSize);
    return rows.map(({ keyAt, ...row }) => ({ item: toTrade(row), key: { at: keyAt, id: row.saleId } }));
  });
}
