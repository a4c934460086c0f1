import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties } from '../../db/schema.ts';
import { assertStandingMayChange } from '../../lib/access.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';

/**
 * Moves a party between Active and Suspended in the caller's transaction, only from the status
 * the change needs: otherwise (another operator may have just changed it) 409 naming its status
 * now. Returns the updated row.
 */
export async function changeStanding(tx: Db, partyId: string, change: 'Suspended' | 'Reinstated') {
  const [from, to] =
    change === 'Suspended' ? (['Active', 'Suspended'] as const) : (['Suspended', 'Active'] as const);
  const [updated] = await tx
    .update(parties)
    .set({ status: to })
    .where(and(eq(parties.id, partyId), eq(parties.status, from)))
    .returning();
  if (updated) {
    // A signed-in login's party status is cached with its session (lib/session-cache.ts).
    await sessionsChanged(tx, { parties: [partyId] });
    return updated;
  }
  const [now] = await tx.select({ status: parties.status }).from(parties).where(eq(parties.id, partyId));
  assertStandingMayChange(now?.status ?? from, change);
  throw new Error(`unreachable: the party is ${from} but was not updated`);
}
