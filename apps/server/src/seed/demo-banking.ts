import { nubanCheckDigit } from '@gas/shared';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/access.ts';
import { addReceivingAccount } from '../modules/banking/receiving-accounts.ts';

// The demo's receiving accounts (issue 18, point 1), through the use case: where New Deposit tells
// offtakers to send naira and dollars. The account numbers are made up, valid NUBANs.

const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;

export async function seedReceivingAccounts(tx: Db, at: Date, operator: Actor) {
  const deps = { db: tx, clock: { now: () => at } };
  await addReceivingAccount(deps, operator, {
    currency: 'NGN',
    bankCode: '057',
    accountNumber: nuban('057', '104417725'),
    accountName: 'Gas Exchange Ltd - Deposits',
    active: true,
  });
  await addReceivingAccount(deps, operator, {
    currency: 'USD',
    bankCode: '058',
    accountNumber: nuban('058', '209381164'),
    accountName: 'Gas Exchange Ltd - USD Domiciliary',
    active: true,
  });
}
