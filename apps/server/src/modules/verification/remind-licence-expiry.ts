import { lagosDate, licenceReminderDays } from '@gas/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { parties } from '../../db/schema.ts';
import { businessProfiles } from '../../db/schema-verification.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import type { VerificationDeps } from './deps.ts';
import { licenceExpiryMail } from './emails.ts';

/**
 * The daily licence check (scheduler `licence-expiry`, 08:00 Lagos): emails each supplier whose
 * NMDPRA licence expires within 30 days, and again within 7 days — once each per expiry date.
 * A row is claimed by a conditional update (its `licence_reminded_<n>_for` set to the expiry it
 * reminds of) in the transaction that queues the email, so a run repeated for one occurrence
 * (or two workers) sends nothing twice; a renewed licence (a new expiry) is reminded again. A
 * licence first seen within 7 days gets the 7-day email only.
 */
export async function remindLicenceExpiry(
  deps: Pick<VerificationDeps, 'db' | 'clock' | 'publicUrl'>,
  at: Date,
): Promise<number> {
  const today = lagosDate(at);
  let sent = 0;
  // The nearer threshold first: it also marks the farther one, which then has nothing to say.
  for (const threshold of [...licenceReminderDays].sort((a, b) => a - b)) {
    sent += await inTransaction(deps.db, async (tx) => {
      const column =
        threshold === 7 ? businessProfiles.licenceReminded7For : businessProfiles.licenceReminded30For;
      const daysLeft = sql<number>`(${businessProfiles.licenceExpiry} - ${today}::date)`;
      const marks =
        threshold === 7
          ? {
              licenceReminded7For: sql`${businessProfiles.licenceExpiry}`,
              licenceReminded30For: sql`${businessProfiles.licenceExpiry}`,
            }
          : { licenceReminded30For: sql`${businessProfiles.licenceExpiry}` };
      const claimed = await tx
        .update(businessProfiles)
        .set(marks)
        .where(
          and(
            isNotNull(businessProfiles.licenceExpiry),
            sql`${daysLeft} between 0 and ${threshold}`,
            sql`${column} is distinct from ${businessProfiles.licenceExpiry}`,
            inArray(
              businessProfiles.partyId,
              tx
                .select({ id: parties.id })
                .from(parties)
                .where(and(eq(parties.kind, 'supplier'), inArray(parties.status, ['Pending', 'Active']))),
            ),
          ),
        )
        .returning({
          partyId: businessProfiles.partyId,
          licenceNumber: businessProfiles.licenceNumber,
          expiry: businessProfiles.licenceExpiry,
          daysLeft,
        });
      if (claimed.length === 0) return 0;
      await queuePartyMails(
        tx,
        deps.clock.now(),
        claimed.map((row) =>
          licenceExpiryMail(
            row.partyId,
            { licenceNumber: row.licenceNumber, expiry: row.expiry!, daysLeft: Number(row.daysLeft) },
            deps.publicUrl ?? '',
          ),
        ),
      );
      return claimed.length;
    });
  }
  return sent;
}
