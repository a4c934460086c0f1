import type { Db } from '../../db/client.ts';
import { type MarketChangeKind, notifyMarketChanged } from '../../lib/market-events.ts';

/**
 * Says, inside the use case's transaction, that the market's buy side changed at a hub for a
 * product (a bid posted, filled, cancelled or expired), so /markets and the suppliers' open bids
 * update live once it commits (lib/market-events.ts). A fill also changes the offers (stock
 * reserved) and makes a trade: `also`.
 */
export async function announceMarketChange(
  tx: Db,
  where: { hub: string; product: string },
  also: readonly MarketChangeKind[] = [],
): Promise<void> {
  for (const kind of ['bids' as const, ...also]) {
    await notifyMarketChanged(tx, { kind, hub: where.hub, product: where.product });
  }
}
