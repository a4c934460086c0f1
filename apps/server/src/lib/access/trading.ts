import type { PartyStatus } from '../../db/schema.ts';
import { type Actor, type Caller, isOperator } from './core.ts';
import { offtakerId } from './parties.ts';
import { awaitingApproval, forbidden } from './refusals.ts';

// Trading: deciding sales, the catalogue, delivery sites and logistics fees.

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
 * The party's status as a purchase, a bid or a payout request reads it under lock: its session was
 * checked when the request arrived, but an operator may have suspended it since (its session ends
 * then, not its request).
 */
export function assertPartyStillActive(status: PartyStatus) {
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
