import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The month of the bid a sale filled (null for a Spot bid), up to the sale's id. */
const bidMonthBySaleId = `select nullif(b.contract, 'Spot') from bid_fills f
    join bids b on b.id = f.bid_id where f.sale_id =`;

/**
 * SQL for the delivery month a sale bought: a forward purchase's (`sale_contracts.delivery_month`,
 * given as `forwardMonth`), else the month of the bid it filled (a Spot bid's sale has none), else
 * null for Spot. One expression, so sale pages, lists, reports and their CSV name a month bought
 * through a bid as they name a forward purchase's.
 */
export function saleMonthSql(forwardMonth: SQLWrapper, saleId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`coalesce(${forwardMonth}, (${sql.raw(bidMonthBySaleId)} ${saleId}))`;
}

/** saleMonthSql as text, for statements written as text (the sales report): columns by name. */
export function saleMonthText(forwardMonth: string, saleId: string): string {
  return `coalesce(${forwardMonth}, (${bidMonthBySaleId} ${saleId}))`;
}
