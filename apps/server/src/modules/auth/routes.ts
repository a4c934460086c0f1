import { changePasswordRequestSchema, loginSchema, signedInUserSchema, userRoleSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../lib/route-guards.ts';
import { changePassword } from './change-password.ts';
import type { SessionCookies } from './cookies.ts';
import type { AuthDeps } from './deps.ts';
import { LoginLocked, logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { describeUser, userRole } from './queries.ts';
import { refreshSession } from './refresh-session.ts';

export type AuthRouteOptions = {
  db: Db;
  clock: Clock;
  cookies: SessionCookies;
  authRateLimitPerMinute: number;
  publicUrl: string;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { cookies, authRateLimitPerMinute: perMinute } = options;
  const tags = ['auth'];
  // Failed log-ins counted where the rate limits count (shared by every process; ADR 004).
  const deps: AuthDeps = {
    db: options.db,
    clock: options.clock,
    throttle: createLoginThrottle(app.counterStore, options.clock, app.log),
    publicUrl: options.publicUrl,
  };
  // Per client address on the route, and per email address from that client address in the
  // handler's preHandler (a limit per email address alone let anyone keep its owner out: issue 21,
  // finding 2).
  const limitPerEmail = app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `login:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()} from ${request.ip}`,
  });

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      preHandler: limitPerEmail,
      schema: { tags, summary: 'Log in', body: loginSchema, response: { 200: okSchema(signedInUserSchema) } },
    },
    async (request, reply) => {
      const earlier = [request.cookies[cookies.names.access], request.cookies[cookies.names.refresh]];
      try {
        const { user, tokens } = await logIn(deps, request.actor, {
          credentials: request.body,
          address: request.ip,
          earlierTokens: earlier.filter((token): token is string => Boolean(token)),
          userAgent: request.headers['user-agent'] ?? null,
          deviceToken: request.cookies[cookies.names.device] ?? null,
        });
        cookies.set(reply, tokens);
        return ok(user);
      } catch (error) {
        if (error instanceof LoginLocked) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Log out (ends the session on the server)' } },
    async (request, reply) => {
      await logOut(deps, request.actor);
      cookies.clear(reply);
      return ok(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: { max: perMinute * 6, timeWindow: '1 minute' } },
      schema: { tags, summary: 'New session ids from the refresh cookie (rotation)' },
    },
    async (request, reply) => {
      try {
        const refreshToken = request.cookies[cookies.names.refresh];
        cookies.set(reply, await refreshSession(deps, request.actor, { refreshToken }));
        return ok(null);
      } catch (error) {
        // A refused refresh ends the browser's session: its cookies go too.
        if (error instanceof AppError && error.code === 'unauthenticated') cookies.clear(reply);
        throw error;
      }
    },
  );

  app.get(
    '/auth/role',
    {
      schema: { tags, summary: 'Role of the signed-in user', response: { 200: okSchema(userRoleSchema) } },
    },
    async (request) => ok(userRole(requireActor(request))),
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: okSchema(signedInUserSchema) } } },
    async (request) => ok(await describeUser(deps.db, requireActor(request))),
  );

  app.post(
    '/auth/password',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change password (other sessions end)',
        body: changePasswordRequestSchema,
      },
    },
    async (request) => ok(await changePassword(deps, requireActor(request), request.body)),
  );
};
