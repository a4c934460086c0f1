import type { Payout, PayoutRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { parties } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { type Actor, assertPartyStillActive, payoutRequester } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { payoutAccountUsable } from '../banking/payout-accounts.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { partyName } from '../parties/queries.ts';
import { payoutHold, postTransaction } from '../wallet/ledger.ts';
import type { PayoutsDeps } from './deps.ts';
import { payoutStepMail, queueOperatorsPayoutMail } from './emails.ts';
import { describePayout } from './queries.ts';
import { walletOf } from './steps.ts';

/**
 * A supplier asks for a payout from its settlement wallet, an offtaker for a withdrawal of funds
 * not held. The bank account must be the party's own, live, in the same currency and past its
 * cool-off; it is copied onto the payout. The amount moves from the wallet to the party's payout
 * hold at once: a wallet that cannot cover it (a purchase racing for the same money, say) refuses
 * it (409), never going below zero.
 */
export async function requestPayout(
  deps: PayoutsDeps,
  actor: Actor,
  input: PayoutRequest,
  options: UseCaseOptions = {},
): Promise<Payout> {
  const { partyId, side } = payoutRequester(actor);
  return inTransaction(
    deps.db,
    async (tx) => {
      const now = deps.clock.now();
      // Read FOR SHARE: a suspension racing this request waits for it to commit, or committed
      // first and is seen here (403), so no payout is Requested for a suspended party.
      const [party] = await tx.select().from(parties).where(eq(parties.id, partyId)).for('share');
      assertPartyStillActive(party!.status);
      // Locked FOR SHARE: a change or removal of the account waits for this request to commit
      // (and then cancels it), or was committed first and the account is gone (404).
      const account = await payoutAccountUsable(tx, partyId, input.payoutAccountId, now);
      if (account.currency !== input.currency)
        throw new AppError(
          'validation',
          `This bank account receives ${account.currency} only`,
          'payoutAccountId',
        );
      const reference = newReference('PO', now);
      try {
        await postTransaction(tx, {
          kind: 'payout_hold',
          reference,
          currency: input.currency,
          at: now,
          postings: [
            { account: walletOf({ side, partyId, currency: input.currency }), amount: -input.amount },
            { account: payoutHold(partyId, input.currency), amount: input.amount },
          ],
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict')
          throw new AppError(
            'conflict',
            `The amount is more than your available ${input.currency} balance`,
            'amount',
          );
        throw error;
      }
      const [created] = await tx
        .insert(payouts)
        .values({
          reference,
          side,
          partyId,
          currency: input.currency,
          amount: input.amount,
          payoutAccountId: account.id,
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          requestedUtc: now,
          requestedBy: actor.userId,
        })
        .returning();
      await recordAudit(tx, deps.clock, actor, {
        action: 'payout_requested',
        entityType: 'payout',
        entityId: created!.id,
        entityLabel: reference,
        after: 'Requested',
        details: { amount: input.amount, currency: input.currency, side, payoutAccountId: account.id },
      });
      await queuePartyMails(tx, now, [payoutStepMail(created!)]);
      await queueOperatorsPayoutMail(tx, now, created!, partyName(party!), deps.publicUrl);
      return describePayout(tx, actor, created!);
    },
    { userId: actor.userId, operation: 'request-payout', key: options.idempotencyKey, request: input },
  );
}
