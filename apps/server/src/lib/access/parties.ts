import { emailNotVerifiedMessage } from '@gas/shared';
import type { PartyStatus } from '../../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { type Actor, type Caller, isOperator } from './core.ts';
import { awaitingApproval, forbidden } from './refusals.ts';

// Parties and people: whose profile, who may trade, sign in, keep parties, change one's own account
// and business profile.

// ---- Parties

/** The caller's own party (a supplier or an offtaker, any status), or 403 with `message`. */
export function ownPartyId(actor: Actor, message = 'Only suppliers and offtakers have a profile'): string {
  if (!actor.partyId) throw forbidden(message);
  return actor.partyId;
}

/** The supplier signed in (any status), or 403 with `message`. */
export function supplierId(actor: Actor, message = 'Only suppliers can do this'): string {
  if (actor.role !== 'client' || !actor.partyId) throw forbidden(message);
  return actor.partyId;
}

/** The offtaker signed in (any status), or 403 with `message`. */
export function offtakerId(actor: Actor, message = 'Only offtakers can do this'): string {
  if (actor.role !== 'customer' || !actor.partyId) throw forbidden(message);
  return actor.partyId;
}

/** A supplier who may trade: signed in as a supplier and approved. Returns its party id. */
export function activeSupplierId(actor: Actor): string {
  const partyId = supplierId(actor);
  if (actor.partyStatus !== 'Active') throw forbidden(awaitingApproval);
  return partyId;
}

/** An offtaker who may trade: signed in as an offtaker and approved. Returns its party id. */
export function activeOfftakerId(actor: Actor): string {
  const partyId = offtakerId(actor);
  if (actor.partyStatus !== 'Active') throw forbidden(awaitingApproval);
  return partyId;
}

/** Filtering by party is an operator's tool; a party always sees only its own rows anyway. */
export function assertMayFilterByParty(caller: Caller, partyId: string | undefined) {
  if (partyId && !isOperator(caller)) {
    throw new AppError('validation', 'Only operators can filter by party', 'partyId');
  }
}

// ---- People (sign-up, log-in, sessions, onboarding, profiles)

/** Who runs a public use case (sign-up, verification, log-in, refresh): a signed-in actor or nobody. */
export type Visitor = Actor | null;

/** Statuses that may hold a session: operators (no party) always; parties until rejected or suspended. */
export function maySignIn(partyStatus: PartyStatus | null): boolean {
  return partyStatus === null || partyStatus === 'Active' || partyStatus === 'Pending';
}

export const inactiveDriverMessage =
  'Your driver account is inactive. Please contact the platform operators.';

const logInRefusals: Partial<Record<PartyStatus, string>> = {
  Unconfirmed: emailNotVerifiedMessage,
  Rejected: 'Your registration was not approved. Please contact the platform operators.',
  Suspended: 'Your account is suspended. Please contact the platform operators.',
};

/**
 * Why an account with the right password may not log in (403), or undefined when it may: an
 * unverified address, a rejected registration or a suspended account. Each is a state of the
 * account, not a field error: none names a field (the form knows the unverified one by its text
 * and offers a new link).
 */
export function logInRefusal(
  partyStatus: PartyStatus | null,
  driverStatus: 'Active' | 'Inactive' | null = null,
): AppError | undefined {
  // A driver set Inactive (it left, or its login must stop) signs in again once made Active.
  if (driverStatus === 'Inactive') return new AppError('forbidden', inactiveDriverMessage, '');
  const refusal = partyStatus ? logInRefusals[partyStatus] : undefined;
  if (!refusal) return undefined;
  return new AppError('forbidden', refusal, '');
}

/** Onboarding decisions, the parties lists and their contacts are the operators' (and the platform's). */
export function assertMayManageParties(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('You are not allowed to do this');
}

/** An operator's own notification choices: the signed-in operator's user id; 403 for anyone else. */
export function notifiedOperatorId(caller: Caller): string {
  if (caller === 'system' || caller.role !== 'admin')
    throw forbidden('Only operators choose these notifications');
  return caller.userId;
}

/** Suspending and reinstating a party are the operators' (not the platform's: a person answers for it). */
export function assertMayChangePartyStanding(caller: Caller): asserts caller is Actor {
  if (caller === 'system' || caller.role !== 'admin') throw forbidden('You are not allowed to do this');
}

/** Only an Active party can be suspended, and only a Suspended one reinstated; 409 otherwise. */
export function assertStandingMayChange(status: PartyStatus, change: 'Suspended' | 'Reinstated') {
  const from: PartyStatus = change === 'Suspended' ? 'Active' : 'Suspended';
  if (status !== from) {
    throw new AppError(
      'conflict',
      change === 'Suspended'
        ? `Only an active party can be suspended; this one is ${status}`
        : `Only a suspended party can be reinstated; this one is ${status}`,
    );
  }
}

// ---- One's own account: sessions and email address (issue 21)

/** A session is its user's alone: another user's (or none) is 404, as if it did not exist. */
export function assertOwnSession<T extends { userId: string }>(
  actor: Actor,
  session: T | undefined,
): asserts session is T {
  if (!session || session.userId !== actor.userId) throw notFound('This session');
}

// ---- Business verification (issue 18, point 4)

/** Which business-profile fields a party may change: all while Pending, only its licence once Active. */
export type BusinessProfileScope = 'all' | 'licence';

/** The supplier or offtaker editing its own business profile, and what it may change; 403 for anyone else. */
export function businessProfileEditor(actor: Actor): { partyId: string; scope: BusinessProfileScope } {
  if ((actor.role !== 'client' && actor.role !== 'customer') || !actor.partyId)
    throw forbidden('Only suppliers and offtakers have a business profile');
  return { partyId: actor.partyId, scope: businessProfileScopeOf(actor.partyStatus) };
}

/**
 * What a party in `status` may change of its business profile. The session's status is checked
 * first; a save checks again with the status read under the party row's lock, as an operator's
 * approval may commit while the save waits.
 */
export function businessProfileScopeOf(status: string | null | undefined): BusinessProfileScope {
  if (status === 'Pending') return 'all';
  if (status === 'Active') return 'licence';
  throw forbidden('You are not allowed to do this');
}

/** A party's business profile and documents: the party's own or an operator's to read; anyone else 404. */
export function assertMayReadBusinessProfile(caller: Caller, partyId: string, what: string) {
  if (isOperator(caller)) return;
  const actor = caller as Actor;
  if ((actor.role !== 'client' && actor.role !== 'customer') || actor.partyId !== partyId)
    throw notFound(what);
}
