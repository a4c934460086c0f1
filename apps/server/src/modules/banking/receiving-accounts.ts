import type { ReceivingAccount, ReceivingAccountRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { platformBankAccounts } from '../../db/schema-banking.ts';
import { type Actor, assertMayKeepReceivingAccounts } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { BankingDeps } from './deps.ts';
import { describeReceivingAccount } from './queries.ts';

// The operators keep the platform's receiving bank accounts (where offtakers send deposits).

const label = (account: ReceivingAccount) =>
  `${account.bankName} ${account.accountNumber} (${account.currency})`;
const duplicate = (error: unknown) =>
  isUniqueViolation(error, 'platform_bank_accounts_number_key')
    ? conflict('This account is already listed', 'accountNumber')
    : error;

/** An operator adds a receiving account. Audited. */
export async function addReceivingAccount(
  deps: Pick<BankingDeps, 'db' | 'clock'>,
  actor: Actor,
  input: ReceivingAccountRequest,
): Promise<ReceivingAccount> {
  assertMayKeepReceivingAccounts(actor);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(platformBankAccounts)
        .values({ ...input, createdUtc: now, updatedUtc: now, createdBy: actor.userId })
        .returning();
      const account = describeReceivingAccount(row!);
      await recordAudit(tx, deps.clock, actor, {
        action: 'receiving_account_added',
        entityType: 'receiving_account',
        entityId: account.id,
        entityLabel: label(account),
        after: account.active ? 'Active' : 'Inactive',
      });
      return account;
    });
  } catch (error) {
    throw duplicate(error);
  }
}

/** An operator changes a receiving account's details or turns it on or off. Audited with before and after. */
export async function updateReceivingAccount(
  deps: Pick<BankingDeps, 'db' | 'clock'>,
  actor: Actor,
  input: { accountId: string; account: ReceivingAccountRequest },
): Promise<ReceivingAccount> {
  assertMayKeepReceivingAccounts(actor);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [old] = await tx
        .select()
        .from(platformBankAccounts)
        .where(eq(platformBankAccounts.id, input.accountId))
        .for('update');
      if (!old) throw notFound('The receiving account');
      const [row] = await tx
        .update(platformBankAccounts)
        .set({ ...input.account, updatedUtc: deps.clock.now() })
        .where(eq(platformBankAccounts.id, old.id))
        .returning();
      const before = describeReceivingAccount(old);
      const account = describeReceivingAccount(row!);
      await recordAudit(tx, deps.clock, actor, {
        action: 'receiving_account_changed',
        entityType: 'receiving_account',
        entityId: account.id,
        entityLabel: label(account),
        before: `${label(before)}, ${before.accountName}, ${before.active ? 'Active' : 'Inactive'}`,
        after: `${label(account)}, ${account.accountName}, ${account.active ? 'Active' : 'Inactive'}`,
      });
      return account;
    });
  } catch (error) {
    throw duplicate(error);
  }
}
