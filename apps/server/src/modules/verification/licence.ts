import { formatDate, isLicenceExpired, lagosDate } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles } from '../../db/schema-verification.ts';
import { conflict } from '../../lib/errors.ts';
import { gapsOf, loadProfileState } from './queries.ts';

/**
 * Approving a registration needs a complete business profile (contracts/verification.ts
 * `businessProfileGaps`): 409 naming what is missing. Called by the onboarding decision, in its
 * transaction.
 */
export async function assertReadyForApproval(tx: Db, partyId: string, now: Date): Promise<void> {
  const gaps = gapsOf(await loadProfileState(tx, partyId), lagosDate(now));
  if (gaps.length === 0) return;
  throw conflict(`This registration cannot be approved yet: its business profile lacks ${gaps.join(', ')}.`);
}

/**
 * 409 when the supplier's NMDPRA licence has expired: no new prices, and no sale into a buyer's
 * bid (a new price too, the bid's), until it is renewed.
 */
export async function assertLicenceCurrent(
  tx: Db,
  supplierId: string,
  now: Date,
  toDo: 'publish new prices' | 'sell into bids' = 'publish new prices',
): Promise<void> {
  const [row] = await tx
    .select({ expiry: businessProfiles.licenceExpiry })
    .from(businessProfiles)
    .where(eq(businessProfiles.partyId, supplierId));
  if (!row?.expiry || !isLicenceExpired(row.expiry, lagosDate(now))) return;
  const expiredOn = formatDate(`${row.expiry}T12:00:00Z`, 'Africa/Lagos');
  // Two whole sentences, not one with a blank: each has its Hausa (lib/i18n/errors-ha-patterns.ts).
  throw conflict(
    toDo === 'sell into bids'
      ? `Your NMDPRA licence expired on ${expiredOn}. Renew it on your business profile (new licence number, expiry date and certificate) to sell into bids.`
      : `Your NMDPRA licence expired on ${expiredOn}. Renew it on your business profile (new licence number, expiry date and certificate) to publish new prices.`,
  );
}
