import { nubanCheckDigit } from '@gas/shared';
import { goodPassword } from './builders.ts';
import { type CookieJar, call, type TestContext } from './helpers.ts';

// Payout and receiving accounts for tests (issue 18): valid NUBANs that never repeat, and the
// authorization matrix's fixtures.

let serial = Math.floor(Math.random() * 1_000_000) * 100;

/** A fresh, valid First Bank (011) NUBAN: a new serial each call, with its check digit. */
export function nextNuban(bankCode = '011'): string {
  serial += 1;
  const body = String(serial % 1_000_000_000).padStart(9, '0');
  return `${body}${nubanCheckDigit(bankCode, body)}`;
}

/** The body of POST payout-accounts: a fresh NGN account at First Bank, and the password. */
export function payoutAccountForm(overrides: Record<string, unknown> = {}) {
  return {
    currency: 'NGN',
    bankCode: '011',
    accountNumber: nextNuban(),
    accountName: 'Matrix Gas Ltd',
    password: goodPassword,
    ...overrides,
  };
}

/** The body of POST receiving-accounts: a fresh active NGN account at First Bank. */
export function receivingAccountForm() {
  return {
    currency: 'NGN',
    bankCode: '011',
    accountNumber: nextNuban(),
    accountName: 'Gas Exchange Ltd',
    active: true,
  };
}

export type BankingFixtures = {
  /** A fresh payout account of the supplier's (to replace or remove). */
  newPayoutAccount(): Promise<string>;
  /** A fresh receiving account (to change). */
  newReceivingAccount(): Promise<string>;
  /** The supplier's payout account and the offtaker's transfer reference: theirs and the operators' only. */
  privateIds: string[];
};

export async function bankingMatrix(
  ctx: TestContext,
  jars: { admin: CookieJar; supplier: CookieJar; offtaker: CookieJar },
): Promise<BankingFixtures> {
  const newPayoutAccount = async () => {
    const res = await call(ctx.app, jars.supplier, 'POST', '/api/payout-accounts', payoutAccountForm());
    if (res.statusCode !== 201) throw new Error(`payout account: ${res.body}`);
    return res.json().data.id as string;
  };
  const newReceivingAccount = async () => {
    const res = await call(ctx.app, jars.admin, 'POST', '/api/receiving-accounts', receivingAccountForm());
    if (res.statusCode !== 201) throw new Error(`receiving account: ${res.body}`);
    return res.json().data.id as string;
  };
  const payoutAccountId = await newPayoutAccount();
  const instructions = await call(ctx.app, jars.offtaker, 'GET', '/api/deposit-instructions');
  if (instructions.statusCode !== 200) throw new Error(`deposit instructions: ${instructions.body}`);
  return {
    newPayoutAccount,
    newReceivingAccount,
    privateIds: [payoutAccountId, instructions.json().data.transferReference as string],
  };
}
