import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Role } from '../db/schema.ts';
import { type Actor, requireRole } from '../lib/access.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { type IssuedTokens, resolveAccessToken, sessionPolicy } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type SessionCookies = {
  names: { access: string; refresh: string };
  set(reply: FastifyReply, tokens: IssuedTokens): void;
  clear(reply: FastifyReply): void;
};

/** HttpOnly, SameSite=Lax cookies; Secure with the __Host- prefix in production. */
export function sessionCookies(isProduction: boolean): SessionCookies {
  const prefix = isProduction ? '__Host-' : '';
  const names = { access: `${prefix}sid`, refresh: `${prefix}rt` };
  const base: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure: isProduction, path: '/' };
  return {
    names,
    set(reply, tokens) {
      reply.setCookie(names.access, tokens.accessToken, {
        ...base,
        maxAge: sessionPolicy.accessMinutes * 60,
      });
      const refreshSeconds = Math.max(1, Math.floor((tokens.sessionExpires.getTime() - Date.now()) / 1000));
      reply.setCookie(names.refresh, tokens.refreshToken, { ...base, maxAge: refreshSeconds });
    },
    clear(reply) {
      reply.clearCookie(names.access, base);
      reply.clearCookie(names.refresh, base);
    },
  };
}

/** Reads the session cookie on every request; `request.actor` is null when nobody is signed in. */
export function registerAuth(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; cookies: SessionCookies },
) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[options.cookies.names.access];
    request.actor = token ? await resolveAccessToken(options.db, options.clock, token) : null;
  });
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
