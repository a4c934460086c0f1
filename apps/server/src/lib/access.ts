// Who may do what: every role, status and ownership rule of DOMAIN.md's authorisation, in one
// place. Each use case calls one of these first. Something that exists but is not the caller's
// is "not found" (404), never "forbidden": a stranger learns nothing from trying ids.
import { emailNotVerifiedMessage } from '@gas/shared';
import { type Column, eq, type SQL } from 'drizzle-orm';
import type { PartyStatus, Role } from '../db/schema.ts';
import { AppError, notFound } from './errors.ts';

/** The signed-in user behind a request (resolved from the session by plugins/auth). */
export type Actor = {
  userId: string;
  sessionId: string;
  email: string;
  /** admin: an operator; client: a supplier; customer: an offtaker (the spec's role names). */
  role: Role;
  partyId: string | null;
  partyStatus: PartyStatus | null;
};

/** Who runs a use case: a signed-in actor, or the platform itself (jobs, the demo seed). */
export type Caller = Actor | 'system';

const forbidden = (message: string) => new AppError('forbidden', message);
const awaitingApproval =
  'Your account is awaiting approval by the platform operators. Trading opens once it is approved.';

// ---- Roles

/** 403 unless the actor has one of `roles`. */
export function requireRole(
  actor: Actor,
  roles: readonly Role[],
  message = 'You are not allowed to do this',
) {
  if (!roles.includes(actor.role)) throw forbidden(message);
}

/** Operators and the platform itself see and do everything an operator may. */
export function isOperator(caller: Caller): boolean {
  return caller === 'system' || caller.role === 'admin';
}

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

// ---- Rows owned by parties

/** The columns naming a row's offtaker and supplier (a table may have one of them or both). */
export type OwnerColumns = { offtaker?: Column; supplier?: Column };
/** A row's offtaker and supplier ids, as read. */
export type Owners = { offtakerId?: string | null; supplierId?: string | null };

/**
 * The rows of a party-owned table the caller may read, as a condition for its query: all of
 * them for operators and the platform; an offtaker's or a supplier's own through the matching
 * column. A role the table has no column for may read none of it (403 with `refusal`).
 */
export function visibleRows(caller: Caller, owners: OwnerColumns, refusal: string): SQL | undefined {
  if (isOperator(caller)) return undefined;
  const actor = caller as Actor;
  if (actor.role === 'customer' && actor.partyId && owners.offtaker)
    return eq(owners.offtaker, actor.partyId);
  if (actor.role === 'client' && actor.partyId && owners.supplier) return eq(owners.supplier, actor.partyId);
  throw forbidden(refusal);
}

/** Whether the caller owns (or, as an operator, oversees) a row it has read. */
export function owns(caller: Caller, row: Owners): boolean {
  if (isOperator(caller)) return true;
  const actor = caller as Actor;
  if (!actor.partyId) return false;
  if (actor.role === 'customer') return row.offtakerId === actor.partyId;
  if (actor.role === 'client') return row.supplierId === actor.partyId;
  return false;
}

/** A row read by id: the caller's (or an operator's) to see, or 404 "`what` was not found". */
export function assertOwns(caller: Caller, row: Owners, what: string) {
  if (!owns(caller, row)) throw notFound(what);
}

// ---- Sales

export type SaleDecision = 'Approved' | 'Rejected' | 'Cancelled' | 'Expired' | 'Suspended';

/**
 * Who may take a sale out of Pending: its buyer cancels; its supplier, approved to trade,
 * approves or rejects; only the platform lets it expire. The caller already sees the sale.
 */
export function assertMayDecideSale(
  caller: Caller,
  sale: { customerId: string; supplierId: string },
  decision: SaleDecision,
) {
  if (caller === 'system') return;
  if (decision === 'Suspended') {
    // Only a suspension (an operator's) cancels a sale this way.
    if (!isOperator(caller)) throw forbidden('Only the platform operators can suspend a party');
    return;
  }
  if (decision === 'Cancelled') {
    if (caller.role !== 'customer' || caller.partyId !== sale.customerId)
      throw forbidden('Only the buyer can cancel a purchase');
    return;
  }
  if (decision === 'Expired' || caller.role !== 'client' || caller.partyId !== sale.supplierId) {
    throw forbidden('Only the supplier can approve or reject a sale');
  }
  if (caller.partyStatus !== 'Active') throw forbidden('Your account is not active');
}

/**
 * The buyer's status as a purchase reads it under lock: its session was checked when the request
 * arrived, but an operator may have suspended it since (its session ends then, not its request).
 */
export function assertBuyerStillActive(status: PartyStatus) {
  if (status !== 'Active')
    throw forbidden(status === 'Pending' ? awaitingApproval : 'Your account is not active');
}

/**
 * Whose contact the caller sees on a sale: once it is Approved, its supplier sees the buyer's and
 * its buyer the supplier's; before that, and for operators, nobody's (null). The sale was read
 * through the caller's visibility, so a stranger never gets here (404).
 */
export function saleCounterpartyId(
  caller: Caller,
  sale: { status: string; customer: { id: string }; supplier: { id: string } },
): string | null {
  if (caller === 'system' || !caller.partyId || sale.status !== 'Approved') return null;
  if (caller.role === 'client' && caller.partyId === sale.supplier.id) return sale.customer.id;
  if (caller.role === 'customer' && caller.partyId === sale.customer.id) return sale.supplier.id;
  return null;
}

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

// ---- Reports

/** Which dashboard a caller reads: the platform's (operators) or its own party's. */
export type DashboardView = { of: 'platform' } | { of: 'offtaker' | 'supplier'; partyId: string };

/** The caller's dashboard: operators the platform's, a supplier or an offtaker its own; 403 without a party. */
export function dashboardView(caller: Caller): DashboardView {
  if (isOperator(caller)) return { of: 'platform' };
  const actor = caller as Actor;
  if (!actor.partyId) throw forbidden('You have no dashboard');
  return { of: actor.role === 'customer' ? 'offtaker' : 'supplier', partyId: actor.partyId };
}

/** A supplier's deposits report is its settlement statement; offtakers and operators read deposits. */
export function readsSettlementStatement(caller: Caller): boolean {
  return caller !== 'system' && caller.role === 'client';
}

/** The supplier whose settlement statement the caller reads (its own); 403 for anyone else. */
export function statementSupplierId(caller: Caller): string {
  const message = 'Only suppliers have a settlement statement';
  if (caller === 'system') throw forbidden(message);
  return supplierId(caller, message);
}

/** The offtaker whose wallet statement the caller reads (its own, any status); 403 for anyone else. */
export function walletStatementOfftakerId(caller: Caller): string {
  const message = 'Only offtakers have a wallet statement';
  if (caller === 'system') throw forbidden(message);
  return offtakerId(caller, message);
}

/** The audit trail is the operators' (and the platform's) to read. */
export function assertMayReadAuditTrail(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('You are not allowed to do this');
}

// ---- Supply

/** The catalogue is the operators' (and the platform's) to change: products are created, toggled, deleted. */
export function assertMayEditCatalogue(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only operators can change the catalogue');
}

/** Operators see the whole catalogue; suppliers and offtakers only what can be traded now. */
export function seesInactiveProducts(caller: Caller): boolean {
  return isOperator(caller);
}

// ---- Delivery sites and logistics fees

/**
 * Delivery sites are an offtaker's own (whatever its status: it may set them up while awaiting
 * approval); 403 for anyone else. Another offtaker's site is not found (404) by the use case.
 */
export function deliverySitesOwnerId(actor: Actor): string {
  return offtakerId(actor, 'Only offtakers have delivery sites');
}

/** The logistics fee table is the operators' (and the platform's) to keep. */
export function assertMayEditLogisticsFees(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only operators can change the logistics fees');
}

// ---- People (sign-up, log-in, sessions, onboarding, profiles)

/** Who runs a public use case (sign-up, verification, log-in, refresh): a signed-in actor or nobody. */
export type Visitor = Actor | null;

/** Statuses that may hold a session: operators (no party) always; parties until rejected or suspended. */
export function maySignIn(partyStatus: PartyStatus | null): boolean {
  return partyStatus === null || partyStatus === 'Active' || partyStatus === 'Pending';
}

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
export function logInRefusal(partyStatus: PartyStatus | null): AppError | undefined {
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

// ---- Logistics (issue 17): trucks, drivers, slots, scheduling and the drivers' deliveries

/** Trucks, drivers, loading slots, scheduling and loading are the operators' (and the platform's). */
export function assertMayManageLogistics(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only the platform operators can do this');
}

/** Who reads deliveries: operators all of them, a driver only those assigned to it; 403 for anyone else. */
export function deliveryReader(caller: Caller): { of: 'all' } | { of: 'driver'; userId: string } {
  if (isOperator(caller)) return { of: 'all' };
  const actor = caller as Actor;
  if (actor.role === 'driver') return { of: 'driver', userId: actor.userId };
  throw forbidden('Only the platform operators and drivers see deliveries');
}

/**
 * A delivery read by sale id: an operator's to see; a driver's only when its live booking names
 * that driver's login, else 404 "The delivery was not found" (as if it did not exist).
 */
export function assertMaySeeDelivery(caller: Caller, delivery: { driverUserId: string | null }) {
  const reader = deliveryReader(caller);
  if (reader.of === 'driver' && delivery.driverUserId !== reader.userId) throw notFound('The delivery');
}

// ---- Business verification (issue 18, point 4)

/** Which business-profile fields a party may change: all while Pending, only its licence once Active. */
export type BusinessProfileScope = 'all' | 'licence';

/** The supplier or offtaker editing its own business profile, and what it may change; 403 for anyone else. */
export function businessProfileEditor(actor: Actor): { partyId: string; scope: BusinessProfileScope } {
  if ((actor.role !== 'client' && actor.role !== 'customer') || !actor.partyId)
    throw forbidden('Only suppliers and offtakers have a business profile');
  if (actor.partyStatus === 'Pending') return { partyId: actor.partyId, scope: 'all' };
  if (actor.partyStatus === 'Active') return { partyId: actor.partyId, scope: 'licence' };
  throw forbidden('You are not allowed to do this');
}

/** A party's business profile and documents: the party's own or an operator's to read; anyone else 404. */
export function assertMayReadBusinessProfile(caller: Caller, partyId: string, what: string) {
  if (isOperator(caller)) return;
  const actor = caller as Actor;
  if ((actor.role !== 'client' && actor.role !== 'customer') || actor.partyId !== partyId)
    throw notFound(what);
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
