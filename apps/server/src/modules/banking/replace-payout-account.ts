import type { PayoutAccount, PayoutAccountRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema-banking.ts';
import { type Actor, payoutAccountsOwnerId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { cancelOpenPayoutsForAccount } from '../payouts/cancel-payout.ts';
import type { BankingDeps } from './deps.ts';
import {
  assertPasswordAgain,
  lockOwnPayoutAccount,
  payoutAccountValues,
  recordPayoutAccountChange,
  sameAccountTwice,
} from './payout-accounts.ts';
import { describePayoutAccount } from './queries.ts';

/**
 * A party changes a payout account, with its password again: the old row is archived (kept, with
 * `replaced_by`) and a new one made, whose cool-off starts now, even if only the name changed.
 * 404 for another party's account. Emailed and audited, in one transaction.
 */
export async function replacePayoutAccount(
  deps: BankingDeps,
  actor: Actor,
  input: { accountId: string; account: PayoutAccountRequest },
): Promise<PayoutAccount> {
  const partyId = payoutAccountsOwnerId(actor);
  await assertPasswordAgain(deps, actor, input.account.password);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const old = await lockOwnPayoutAccount(tx, partyId, input.accountId);
      // Archived first: the live-number index then lets the same number back with new details.
      await tx
        .update(payoutAccounts)
        .set({ archivedUtc: now, archivedBy: actor.userId })
        .where(eq(payoutAccounts.id, old.id));
      const [created] = await tx
        .insert(payoutAccounts)
        .values(payoutAccountValues(deps, partyId, actor, input.account, now))
        .returning();
      await tx.update(payoutAccounts).set({ replacedBy: created!.id }).where(eq(payoutAccounts.id, old.id));
      // Requested payouts to the old account are cancelled and released (issue 18, point 3); an
      // Approved one, whose transfer may be on its way, refuses the change (cancel-payout.ts).
      await cancelOpenPayoutsForAccount(tx, deps.clock, actor, old.id);
      const account = describePayoutAccount(created!);
      await recordPayoutAccountChange(tx, deps, actor, partyId, {
        kind: 'replaced',
        account,
        previous: describePayoutAccount(old),
      });
      return account;
    });
  } catch (error) {
    throw sameAccountTwice(error);
  }
}
