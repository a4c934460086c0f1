import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { loginChallenges } from '../../db/schema-two-factor.ts';

/**
 * When a login's address or password changes (email change applied, password changed or reset),
 * in the caller's transaction: every unused password-reset and verification link of the user is
 * used up (one mailed to an old address, or asked for before the change, no longer works), and
 * its open two-factor log-in challenges, each earned by the old password, are deleted. Called
 * before the login's row is updated, so that the locks are taken in the order following a link
 * takes them (the link's token, then the login).
 */
export async function endOutstandingProofs(tx: Db, now: Date, userId: string): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedUtc: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, ['password_reset', 'verify']),
        isNull(emailTokens.usedUtc),
      ),
    );
  await tx
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedUtc)));
}
