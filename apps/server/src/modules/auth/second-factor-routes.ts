import {
  enrolledLoginSchema,
  enrolmentLoginSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesRequestSchema,
  secondFactorLoginSchema,
  signedInUserSchema,
  totpEnrolmentSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorStatusSchema,
} from '@gas/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requireActor } from '../../lib/route-guards.ts';
import type { SessionCookies } from './cookies.ts';
import type { SignInRequest } from './log-in.ts';
import { logInWithEnrolment, logInWithSecondFactor } from './second-factor.ts';
import { type SecondFactorDeps, SecondFactorLocked } from './second-factor-store.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setUpTwoFactor,
  twoFactorStatus,
} from './two-factor-account.ts';

type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

export type SecondFactorRouteOptions = {
  deps: SecondFactorDeps;
  cookies: SessionCookies;
  perMinute: number;
  signInRequest: (request: FastifyRequest) => SignInRequest;
};

/** 429 answers say when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SecondFactorLocked) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Two-factor sign-in (issue 21): the second step of a log-in (anyone holding a challenge) and the
 * signed-in user's own settings (any role). Registered by authRoutes, inside its /api prefix.
 */
export async function secondFactorRoutes(app: FastifyZodInstance, options: SecondFactorRouteOptions) {
  const { deps, cookies, perMinute, signInRequest } = options;
  const tags = ['auth'];
  const limited = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };

  app.post(
    '/auth/login/second-factor',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Complete a log-in with a TOTP code or a recovery code',
        body: secondFactorLoginSchema,
        response: { 200: okSchema(signedInUserSchema) },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const { user, tokens } = await logInWithSecondFactor(deps, request.actor, {
          ...request.body,
          ...signInRequest(request),
        });
        cookies.set(reply, tokens);
        return ok(user);
      }),
  );

  app.post(
    '/auth/login/enrolment',
    {
      config: limited,
      schema: {
        tags,
        summary: "Complete an operator's first log-in by enrolling an authenticator",
        body: enrolmentLoginSchema,
        response: { 200: okSchema(enrolledLoginSchema) },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const { user, recoveryCodes, tokens } = await logInWithEnrolment(deps, request.actor, {
          ...request.body,
          ...signInRequest(request),
        });
        cookies.set(reply, tokens);
        return ok({ user, recoveryCodes });
      }),
  );

  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s two-factor sign-in',
        response: { 200: okSchema(twoFactorStatusSchema) },
      },
    },
    async (request) => ok(await twoFactorStatus(deps, requireActor(request))),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in (password; a new secret)',
        body: twoFactorSetupRequestSchema,
        response: { 200: okSchema(totpEnrolmentSchema) },
      },
    },
    async (request) => ok(await setUpTwoFactor(deps, requireActor(request), request.body)),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a first code (recovery codes, once)',
        body: twoFactorEnableRequestSchema,
        response: { 200: okSchema(recoveryCodesSchema) },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => ok(await enableTwoFactor(deps, requireActor(request), request.body))),
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      config: limited,
      schema: {
        tags,
        summary: 'New recovery codes (password; the old ones end)',
        body: regenerateRecoveryCodesRequestSchema,
        response: { 200: okSchema(recoveryCodesSchema) },
      },
    },
    async (request) => ok(await regenerateRecoveryCodes(deps, requireActor(request), request.body)),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a code; not for operators)',
        body: twoFactorDisableRequestSchema,
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () =>
        ok(await disableTwoFactor(deps, requireActor(request), request.body)),
      ),
  );
}
