import {
  formatDateTime,
  type PayoutAccount,
  type PayoutAccountRequest,
  wrongPasswordMessage,
} from '@gas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { payoutAccounts } from '../../db/schema-banking.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { isPasswordAgain } from '../auth/password-again.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import type { BankingDeps } from './deps.ts';
import { type PayoutAccountChange, payoutAccountChangedMail } from './emails.ts';
import type { PayoutAccountRow } from './queries.ts';

// What the payout-account use cases share, and what the payouts module asks of an account.

/** A party keeps at most this many live payout accounts. */
export const maxPayoutAccounts = 20;

/** 400 on the password field unless `password` is the signed-in user's (re-authentication). */
export async function assertPasswordAgain(
  deps: Pick<BankingDeps, 'db' | 'throttle'>,
  actor: Actor,
  password: string,
): Promise<void> {
  if (!(await isPasswordAgain(deps, actor, password))) {
    throw new AppError('validation', wrongPasswordMessage, 'password');
  }
}

/** The stored values of a request's bank details; the cool-off counted from `now`. */
export function payoutAccountValues(
  deps: Pick<BankingDeps, 'payoutAccountCooloffHours'>,
  partyId: string,
  actor: Actor,
  input: PayoutAccountRequest,
  now: Date,
) {
  return {
    partyId,
    currency: input.currency,
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
    accountName: input.accountName,
    usableFromUtc: new Date(now.getTime() + deps.payoutAccountCooloffHours * 3_600_000),
    createdUtc: now,
    createdBy: actor.userId,
  };
}

/** 409 when the party already has this live account (the partial unique index). */
export function sameAccountTwice(error: unknown): unknown {
  return isUniqueViolation(error, 'payout_accounts_live_number_key')
    ? conflict('This bank account is already on your profile', 'accountNumber')
    : error;
}

/** The party's own live payout account, locked for the change; 404 for another's, a removed one or an unknown id. */
export async function lockOwnPayoutAccount(
  tx: Db,
  partyId: string,
  accountId: string,
): Promise<PayoutAccountRow> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, accountId),
        eq(payoutAccounts.partyId, partyId),
        isNull(payoutAccounts.archivedUtc),
      ),
    )
    .for('update');
  if (!row) throw notFound('The bank account');
  return row;
}

/** The audit row and the party's email of a change, in the change's transaction. */
export async function recordPayoutAccountChange(
  tx: Db,
  deps: Pick<BankingDeps, 'clock' | 'publicUrl'>,
  actor: Actor,
  partyId: string,
  change: PayoutAccountChange,
): Promise<void> {
  const subject = change.kind === 'removed' ? change.previous : change.account;
  const masked = (account: PayoutAccount) => `${account.bankName} ******${account.accountNumber.slice(-4)}`;
  await recordAudit(tx, deps.clock, actor, {
    action: `payout_account_${change.kind}`,
    entityType: 'payout_account',
    entityId: subject.id,
    entityLabel: masked(subject),
    ...(change.kind === 'replaced' ? { before: masked(change.previous) } : {}),
    details: {
      partyId,
      currency: subject.currency,
      bankCode: subject.bankCode,
      ...(change.kind === 'removed' ? {} : { usableFromUtc: change.account.usableFromUtc }),
      ...(change.kind === 'replaced' ? { replaced: change.previous.id } : {}),
    },
  });
  await queuePartyMails(tx, deps.clock.now(), [
    payoutAccountChangedMail(partyId, change, actor.email, deps.publicUrl),
  ]);
}

/**
 * For the payouts module: the party's payout account `accountId` if it may receive a payout at
 * `now`, locked FOR SHARE in the caller's transaction (a replace or removal racing the payout
 * waits for it, or the payout sees the account gone). 404 when it is not the party's, removed or
 * replaced; 409 on the account number field while its cool-off runs.
 */
export async function payoutAccountUsable(
  tx: Db,
  partyId: string,
  accountId: string,
  now: Date,
): Promise<PayoutAccountRow> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, accountId),
        eq(payoutAccounts.partyId, partyId),
        isNull(payoutAccounts.archivedUtc),
      ),
    )
    .for('share');
  if (!row) throw notFound('The bank account');
  if (row.usableFromUtc.getTime() > now.getTime()) {
    throw conflict(
      `This bank account can receive payouts from ${formatDateTime(row.usableFromUtc, 'Africa/Lagos')} (a new or changed account waits before its first payout)`,
      'payoutAccountId',
    );
  }
  return row;
}
