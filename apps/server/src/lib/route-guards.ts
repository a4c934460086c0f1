// What every module's routes use to guard a route: the signed-in actor (resolved from the session
// cookie by plugins/auth.ts), the role a route admits, and the Idempotency-Key header.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Role } from '../db/schema.ts';
import { type Actor, requireRole } from './access.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The signed-in actor, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated', 'Please log in to continue');
  return request.actor;
}

/** A preHandler admitting only the given roles: 401 when signed out, 403 for other roles. */
export function allowRoles(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    requireRole(requireActor(request), roles);
  };
}

/** The optional Idempotency-Key header of the calls that move money. */
export const idempotencyKeyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
