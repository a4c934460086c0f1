import type { DeliverySite, DeliverySiteRequest } from '@gas/shared';
import { deliverySites } from '../../db/schema-fulfilment.ts';
import { type Actor, deliverySitesOwnerId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SiteDeps } from './deps.ts';
import { describeDeliverySite } from './queries.ts';
import { recordSiteChange, siteValues } from './sites.ts';

/** An offtaker adds a delivery site to its profile. */
export async function addDeliverySite(
  deps: SiteDeps,
  actor: Actor,
  input: DeliverySiteRequest,
): Promise<DeliverySite> {
  const customerId = deliverySitesOwnerId(actor);
  return inTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(deliverySites)
      .values({ customerId, ...siteValues(input), createdUtc: deps.clock.now() })
      .returning();
    const site = describeDeliverySite(created!);
    await recordSiteChange(tx, deps.clock, actor, 'delivery_site_added', site, { after: 'Active' });
    return site;
  });
}
