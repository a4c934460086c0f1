import type { DeliverySite, DeliverySiteRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { deliverySites } from '../../db/schema-fulfilment.ts';
import { type Actor, deliverySitesOwnerId } from '../../lib/access.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SiteDeps } from './deps.ts';
import { describeDeliverySite } from './queries.ts';
import {
  assertNoOpenBid,
  bidsNaming,
  lockOwnSite,
  purchasesNaming,
  recordSiteChange,
  siteValues,
} from './sites.ts';

/** The fields that say where a site is: fixed while a delivery there is open. */
const placeFields = ['name', 'address', 'lga', 'state', 'latitude', 'longitude'] as const;

/**
 * An offtaker replaces one of its own sites' fields (another's, or an archived one, answers 404).
 * While a purchase naming the site is open (Pending, or in fulfilment and not yet settled or
 * cancelled), only its receiving contact and phone may change: the truck on its way goes to the
 * place the purchase was made for. The same while an Open bid names it: its fills would deliver there.
 */
export async function updateDeliverySite(
  deps: SiteDeps,
  actor: Actor,
  input: { siteId: string; site: DeliverySiteRequest },
): Promise<DeliverySite> {
  const customerId = deliverySitesOwnerId(actor);
  return inTransaction(deps.db, async (tx) => {
    const current = await lockOwnSite(tx, customerId, input.siteId);
    const values = siteValues(input.site);
    const movedFields = placeFields.filter((field) => values[field] !== current[field]);
    if (movedFields.length > 0) {
      const { open } = await purchasesNaming(tx, current.id);
      if (open.length > 0) {
        throw conflict(
          `Purchase ${open.join(', ')} is on its way to ${current.name}: only the receiving contact and phone can change until it is settled`,
          movedFields[0],
        );
      }
      assertNoOpenBid((await bidsNaming(tx, current.id)).open, current, movedFields[0]);
    }
    const [updated] = await tx
      .update(deliverySites)
      .set(values)
      .where(eq(deliverySites.id, current.id))
      .returning();
    const site = describeDeliverySite(updated!);
    await recordSiteChange(tx, deps.clock, actor, 'delivery_site_updated', site, {
      details: { fields: changedFields(current, values) },
    });
    return site;
  });
}

function changedFields(current: Record<string, unknown>, values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((field) => values[field] !== current[field]);
}
