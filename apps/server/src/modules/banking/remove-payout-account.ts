import type { RemovePayoutAccountRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema-banking.ts';
import { type Actor, payoutAccountsOwnerId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { cancelOpenPayoutsForAccount } from '../payouts/cancel-payout.ts';
import type { BankingDeps } from './deps.ts';
import { assertPasswordAgain, lockOwnPayoutAccount, recordPayoutAccountChange } from './payout-accounts.ts';
import { describePayoutAccount } from './queries.ts';

/**
 * A party removes a payout account, with its password again: archived (kept for the payouts that
 * name it), no longer listed or usable. 404 for another party's. Emailed and audited.
 */
export async function removePayoutAccount(
  deps: BankingDeps,
  actor: Actor,
  input: { accountId: string } & RemovePayoutAccountRequest,
): Promise<null> {
  const partyId = payoutAccountsOwnerId(actor);
  await assertPasswordAgain(deps, actor, input.password);
  return inTransaction(deps.db, async (tx) => {
    const old = await lockOwnPayoutAccount(tx, partyId, input.accountId);
    await tx
      .update(payoutAccounts)
      .set({ archivedUtc: deps.clock.now(), archivedBy: actor.userId })
      .where(eq(payoutAccounts.id, old.id));
    // Requested payouts to the old account are cancelled and released (issue 18, point 3); an
    // Approved one, whose transfer may be on its way, refuses the change (cancel-payout.ts).
    await cancelOpenPayoutsForAccount(tx, deps.clock, actor, old.id);
    await recordPayoutAccountChange(tx, deps, actor, partyId, {
      kind: 'removed',
      previous: describePayoutAccount(old),
    });
    return null;
  });
}
