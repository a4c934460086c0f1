import { loginSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireActor, type SessionCookies } from '../../plugins/auth.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { changePassword, describeUser, logIn, logOut } from './service.ts';
import { revokeSessionsOfTokens, rotateRefreshToken } from './sessions.ts';

export type AuthRouteOptions = {
  db: Db;
  clock: Clock;
  cookies: SessionCookies;
  authRateLimitPerMinute: number;
};

const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  name: z.string(),
  status: z.string(),
});

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current Password is required'),
    newPassword: z
      .string()
      .min(1, 'New Password is required')
      .max(200, 'New Password cannot be more than 200 characters'),
    confirm: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((input) => input.newPassword === input.confirm, {
    message: 'Password and Confirm Password do not match',
    path: ['confirm'],
  });

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { db, clock, cookies } = options;
  const perMinute = options.authRateLimitPerMinute;
  // Failed log-ins counted where the rate limits count (shared by every process; ADR 004).
  const throttle = createLoginThrottle(app.counterStore, clock, app.log);
  // Per client address on the route, and per email address in the handler's preHandler.
  const limitPerEmail = app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `login:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
  });

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      preHandler: limitPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        body: loginSchema,
        response: { 200: okSchema(userSchema) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = await throttle.secondsLocked(email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(
          'rate_limited',
          `Too many failed log-ins for this account. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`,
        );
      }
      try {
        const { user, tokens } = await logIn({ db, clock }, request.body);
        await throttle.recordSuccess(email);
        // The session this browser held before (if any) ends: a new log-in replaces it.
        const earlier = [request.cookies[cookies.names.access], request.cookies[cookies.names.refresh]];
        await revokeSessionsOfTokens(
          db,
          clock,
          earlier.filter((token): token is string => Boolean(token)),
          'replaced by a new log-in',
        );
        cookies.set(reply, tokens);
        return ok(user);
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthenticated')
          await throttle.recordFailure(email);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Log out (ends the session on the server)' } },
    async (request, reply) => {
      if (request.actor) await logOut({ db, clock }, request.actor);
      cookies.clear(reply);
      return ok(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: { max: perMinute * 6, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'New session ids from the refresh cookie (rotation)' },
    },
    async (request, reply) => {
      const token = request.cookies[cookies.names.refresh];
      const outcome = token
        ? await rotateRefreshToken(db, clock, token)
        : ({ kind: 'refused', reuse: false } as const);
      if (outcome.kind === 'refused') {
        cookies.clear(reply);
        throw new AppError('unauthenticated', 'Your session has ended. Please log in again');
      }
      cookies.set(reply, outcome.tokens);
      return ok(null);
    },
  );

  app.get(
    '/auth/role',
    {
      schema: {
        tags: ['auth'],
        summary: 'Role of the signed-in user',
        response: { 200: okSchema(z.object({ role: z.enum(roles) })) },
      },
    },
    async (request) => ok({ role: requireActor(request).role }),
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: okSchema(userSchema) } } },
    async (request) => ok(await describeUser(db, requireActor(request))),
  );

  app.post(
    '/auth/password',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Change password (other sessions end)', body: changePasswordSchema },
    },
    async (request) => {
      await changePassword({ db, clock }, requireActor(request), request.body);
      return ok(null);
    },
  );
};
