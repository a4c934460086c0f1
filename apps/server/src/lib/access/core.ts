import type { PartyStatus, Role } from '../../db/schema.ts';
import { forbidden } from './refusals.ts';

// The signed-in actor, the platform as a caller, and the role checks every other rule builds on.

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
