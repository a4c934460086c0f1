import { type Actor, type Caller, isOperator } from './core.ts';
import { offtakerId, supplierId } from './parties.ts';
import { forbidden } from './refusals.ts';

// Reports, dashboards and the audit trail: what each role reads.

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
