import type { PayoutAccount, PayoutAccountRequest } from '@gas/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { parties } from '../../db/schema.ts';
import { payoutAccounts } from '../../db/schema-banking.ts';
import { type Actor, payoutAccountsOwnerId } from '../../lib/access.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { BankingDeps } from './deps.ts';
import {
  assertPasswordAgain,
  maxPayoutAccounts,
  payoutAccountValues,
  recordPayoutAccountChange,
  sameAccountTwice,
} from './payout-accounts.ts';
import { describePayoutAccount } from './queries.ts';

/**
 * A supplier or offtaker adds a payout bank account (NUBAN checked by the contract), with its
 * password again. The account may receive payouts after the cool-off (`usableFromUtc`); the
 * party is emailed and the change audited, in one transaction.
 */
export async function addPayoutAccount(
  deps: BankingDeps,
  actor: Actor,
  input: PayoutAccountRequest,
): Promise<PayoutAccount> {
  const partyId = payoutAccountsOwnerId(actor);
  await assertPasswordAgain(deps, actor, input.password);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      // Two additions at once would each count 19 and both insert: the party's row is the
      // turnstile (NO KEY UPDATE: purchases and other rows naming the party do not wait on it).
      await tx.select({ id: parties.id }).from(parties).where(eq(parties.id, partyId)).for('no key update');
      const [live] = await tx
        .select({ n: count() })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.partyId, partyId), isNull(payoutAccounts.archivedUtc)));
      if ((live?.n ?? 0) >= maxPayoutAccounts) {
        throw conflict(`You can keep at most ${maxPayoutAccounts} bank accounts: remove one first`);
      }
      const [created] = await tx
        .insert(payoutAccounts)
        .values(payoutAccountValues(deps, partyId, actor, input, now))
        .returning();
      const account = describePayoutAccount(created!);
      await recordPayoutAccountChange(tx, deps, actor, partyId, { kind: 'added', account });
      return account;
    });
  } catch (error) {
    throw sameAccountTwice(error);
  }
}
