import type { MarketRow } from '@gas/shared';
import type { Db } from '../../db/client.ts';

/**
 * The public Market Data rows. They are computed from supplier inventories and prices, which
 * arrive with the supply-side work (issue #4); until then no offer can exist, so the market is
 * honestly empty and the page shows "There are no records to display".
 */
export async function listMarketRows(_options: { db: Db }): Promise<MarketRow[]> {
  return [];
}
