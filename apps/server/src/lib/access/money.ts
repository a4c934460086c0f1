import { AppError } from '../errors.ts';
import { type Actor, type Caller, isOperator } from './core.ts';
import { awaitingApproval, forbidden } from './refusals.ts';

// Money: whose wallet, deposits, bank accounts, payouts and their dual control.

// ---- Wallet

/**
 * Whose wallet the caller reads: an offtaker's (available and held for pending purchases) or a
 * supplier's (settlements received), whatever the party's status; 403 for anyone else.
 */
export function walletOwner(caller: Caller): { partyId: string; side: 'offtaker' | 'supplier' } {
  if (caller !== 'system' && caller.partyId) {
    if (caller.role === 'customer') return { partyId: caller.partyId, side: 'offtaker' };
    if (caller.role === 'client') return { partyId: caller.partyId, side: 'supplier' };
  }
  throw forbidden('Only offtakers and suppliers have a wallet');
}

/** Only operators (and the platform) approve or reject deposits. */
export function assertMayDecideDeposit(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only operators can approve or reject deposits');
}

// ---- Banking (issue 18)

/** The supplier or offtaker keeping its own payout accounts (any status); 403 for anyone else. */
export function payoutAccountsOwnerId(actor: Actor): string {
  if ((actor.role !== 'client' && actor.role !== 'customer') || !actor.partyId)
    throw forbidden('Only suppliers and offtakers have payout accounts');
  return actor.partyId;
}

/** The platform's receiving bank accounts are the operators' to keep. */
export function assertMayKeepReceivingAccounts(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only operators can keep the platform’s bank accounts');
}

// ---- Payouts and withdrawals (issue 18, point 3)

/**
 * Who requests a payout: an Active supplier (from its settlement wallet) or an Active offtaker (a
 * withdrawal of funds not held). 403 for anyone else or a party not Active.
 */
export function payoutRequester(actor: Actor): { partyId: string; side: 'supplier' | 'offtaker' } {
  const owner = walletOwner(actor);
  if (actor.partyStatus !== 'Active') throw forbidden(awaitingApproval);
  return owner;
}

/** Only operators (and the platform) approve, reject and mark payouts paid, and read the finance page. */
export function assertMayHandlePayouts(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only operators can handle payouts');
}

/**
 * Above the currency's threshold the operator who marks a payout paid is not the one who approved
 * it (dual control; 409). At or below it one operator may do both.
 */
export function assertSecondOperator(
  caller: Caller,
  payout: { amount: number; approvedBy: string | null },
  threshold: number,
) {
  if (caller === 'system' || payout.amount <= threshold) return;
  if (payout.approvedBy === caller.userId)
    throw new AppError(
      'conflict',
      'A second operator must mark this payout paid: you approved it, and it is above the dual-control threshold',
    );
}
