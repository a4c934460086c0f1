import type { Actor } from '../modules/auth/sessions.ts';
import { AppError } from './errors.ts';

const awaitingApproval =
  'Your account is awaiting approval by the platform operators. Trading opens once it is approved.';

/** A supplier who may trade: signed in as a supplier and approved. Returns its party id. */
export function activeSupplierId(actor: Actor): string {
  if (actor.role !== 'client' || !actor.partyId)
    throw new AppError('forbidden', 'Only suppliers can do this');
  if (actor.partyStatus !== 'Active') throw new AppError('forbidden', awaitingApproval);
  return actor.partyId;
}

/** An offtaker who may trade: signed in as an offtaker and approved. Returns its party id. */
export function activeOfftakerId(actor: Actor): string {
  if (actor.role !== 'customer' || !actor.partyId)
    throw new AppError('forbidden', 'Only offtakers can do this');
  if (actor.partyStatus !== 'Active') throw new AppError('forbidden', awaitingApproval);
  return actor.partyId;
}
