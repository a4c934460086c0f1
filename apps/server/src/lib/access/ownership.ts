import { type Column, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../errors.ts';
import { type Actor, type Caller, isOperator } from './core.ts';
import { forbidden } from './refusals.ts';

// Rows owned by parties: a supplier's or an offtaker's own rows, operators all of them.

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
  const reader = readingParty(caller, refusal);
  if (reader === undefined) return undefined;
  const column = owners[reader.side];
  if (!column) throw forbidden(refusal);
  return eq(column, reader.partyId);
}

/**
 * Whose rows a caller reads, for a query written as text: none to narrow to for operators and
 * the platform (undefined), an offtaker's or a supplier's own party otherwise; 403 with
 * `refusal` for a caller with no party. visibleRows' rule.
 */
export function readingParty(
  caller: Caller,
  refusal: string,
): { side: 'offtaker' | 'supplier'; partyId: string } | undefined {
  if (isOperator(caller)) return undefined;
  const actor = caller as Actor;
  if (actor.role === 'customer' && actor.partyId) return { side: 'offtaker', partyId: actor.partyId };
  if (actor.role === 'client' && actor.partyId) return { side: 'supplier', partyId: actor.partyId };
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
