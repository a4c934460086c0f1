import {
  changePasswordRequestSchema,
  loginAnswerSchema,
  loginSchema,
  signedInUserSchema,
  userRoleSchema,
} from '@gas/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../lib/route-guards.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { changePassword } from './change-password.ts';
import type { SessionCookies } from './cookies.ts';
import { LoginLocked, logIn, type SignInRequest } from './log-in.ts';
import { logOut } from './log-out.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { describeUser, userRole } from './queries.ts';
import { refreshSession } from './refresh-session.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { type SecondFactorDeps, SecondFactorLocked } from './second-factor-store.ts';

export type AuthRouteOptions = {
  db: Db;
  clock: Clock;
  cookies: SessionCookies;
  authRateLimitPerMinute: number;
  /** TOTP_ENCRYPTION_KEY: seals the second factors' secrets (ADR 016). */
  secondFactorKey: Buffer;
  publicUrl: string;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { cookies, authRateLimitPerMinute: perMinute } = options;
  const tags = ['auth'];
  // Failed log-ins counted where the rate limits count (shared by every process; ADR 004).
  const deps: SecondFactorDeps = {
    db: options.db,
    clock: options.clock,
    throttle: createLoginThrottle(app.counterStore, options.clock, app.log),
    secrets: createSecretBox(options.secondFactorKey),
    publicUrl: options.publicUrl,
  };
  // Per client address on the route, and per email address from that client address in the
  // handler's preHandler (a limit per email address alone let anyone keep its owner out: issue 21,
  // finding 2).
  const limitPerEmail = app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `login:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()} from ${addressKey(request.ip)}`,
  });

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      preHandler: limitPerEmail,
      schema: {
        tags,
        summary: 'Log in (or a second step due: a challenge, no cookies)',
        body: loginSchema,
        response: { 200: okSchema(loginAnswerSchema) },
      },
    },
    async (request, reply) => {
      try {
        const answer = await logIn(deps, request.actor, {
          credentials: request.body,
          ...signInRequest(request),
        });
        if ('secondFactor' in answer) return ok(answer.secondFactor);
        cookies.set(reply, answer.tokens);
        return ok(answer.user);
      } catch (error) {
        if (error instanceof LoginLocked || error instanceof SecondFactorLocked)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  /** The access and refresh ids the browser sent, whichever it still holds. */
  function sessionTokensSent(request: FastifyRequest): string[] {
    const sent = [request.cookies[cookies.names.access], request.cookies[cookies.names.refresh]];
    return sent.filter((token): token is string => Boolean(token));
  }

  /** What a sign-in keeps of the request beside the credentials (log-in and its second step). */
  function signInRequest(request: FastifyRequest): SignInRequest {
    return {
      address: request.ip,
      earlierTokens: sessionTokensSent(request),
      userAgent: request.headers['user-agent'] ?? null,
      deviceToken: request.cookies[cookies.names.device] ?? null,
    };
  }

  // The second step of a log-in and the account's two-factor settings (second-factor-routes.ts).
  await secondFactorRoutes(app, { deps, cookies, perMinute, signInRequest });

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Log out (ends the session on the server)' } },
    async (request, reply) => {
      await logOut(deps, request.actor, sessionTokensSent(request));
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
