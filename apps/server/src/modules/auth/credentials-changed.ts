import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { emailChanges } from '../../db/schema-email-changes.ts';
import { loginChallenges } from '../../db/schema-two-factor.ts';

/**
 * When a login's address or password changes (email change applied, password changed or reset),
 * in the caller's transaction: every unused password-reset and verification link of the user is
 * used up (one mailed to an old address, or asked for before the change, no longer works), and
 * its open two-factor log-in challenges, each earned by the old password, are deleted. Called
 * before the login's row is updated, so that the locks are taken in the order following a link
 * takes them (the link's token, then the login). A new password also ends the open email changes
 * (endOpenEmailChanges, after the login's row is updated).
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

/**
 * Ends a user's open email changes (a newer request, a cancel, a new password), their links with
 * them; how many. The links first, then the changes: the order in which following a link locks
 * them (the link's token, then its change). A new password calls it after updating the login's
 * row: a request for a change holding that row locked (its password checked with the old one)
 * commits first, and its change is then found and ended here; one that comes after finds the new
 * password (requestEmailChange). Ended before the update, a change opened meanwhile outlived the
 * reset (second-eyes review).
 */
export async function endOpenEmailChanges(tx: Db, userId: string, now: Date): Promise<number> {
  const open = and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.appliedUtc),
    isNull(emailChanges.cancelledUtc),
  );
  const links = await tx
    .select({ newTokenId: emailChanges.newTokenId, oldTokenId: emailChanges.oldTokenId })
    .from(emailChanges)
    .where(open);
  const tokenIds = links.flatMap((row) => [row.newTokenId, row.oldTokenId]);
  if (tokenIds.length > 0) {
    await tx
      .update(emailTokens)
      .set({ usedUtc: now })
      .where(and(inArray(emailTokens.id, tokenIds), isNull(emailTokens.usedUtc)));
  }
  const ended = await tx
    .update(emailChanges)
    .set({ cancelledUtc: now })
    .where(open)
    .returning({ id: emailChanges.id });
  return ended.length;
}
