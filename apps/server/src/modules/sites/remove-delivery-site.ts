import type { DeliverySite } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { deliverySites } from '../../db/schema-fulfilment.ts';
import { type Actor, deliverySitesOwnerId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SiteDeps } from './deps.ts';
import { describeDeliverySite } from './queries.ts';
import { assertNoOpenBid, bidsNaming, lockOwnSite, purchasesNaming, recordSiteChange } from './sites.ts';

/**
 * An offtaker removes one of its sites. A site no purchase or bid ever named is deleted (null).
 * One a purchase or a closed bid names cannot be deleted: it is archived instead (the site, with
 * its archivedUtc): gone from the list and from New Transaction, kept for those purchases, and a
 * delivery on its way still arrives there. While an Open bid names it, 409: cancel the bid first.
 * Another offtaker's site answers 404.
 */
export async function removeDeliverySite(
  deps: SiteDeps,
  actor: Actor,
  input: { siteId: string },
): Promise<DeliverySite | null> {
  const customerId = deliverySitesOwnerId(actor);
  return inTransaction(deps.db, async (tx) => {
    const current = await lockOwnSite(tx, customerId, input.siteId);
    const namingBids = await bidsNaming(tx, current.id);
    assertNoOpenBid(namingBids.open, current);
    const { count, open } = await purchasesNaming(tx, current.id);
    if (count === 0 && namingBids.count === 0) {
      await tx.delete(deliverySites).where(eq(deliverySites.id, current.id));
      await recordSiteChange(tx, deps.clock, actor, 'delivery_site_removed', current, {
        before: 'Active',
        after: 'Deleted',
      });
      return null;
    }
    const [archived] = await tx
      .update(deliverySites)
      .set({ archivedUtc: deps.clock.now() })
      .where(eq(deliverySites.id, current.id))
      .returning();
    await recordSiteChange(tx, deps.clock, actor, 'delivery_site_removed', current, {
      before: 'Active',
      after: 'Archived',
      details: { purchases: count, openPurchases: open, bids: namingBids.count },
    });
    return describeDeliverySite(archived!);
  });
}
