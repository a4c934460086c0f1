import {
  completePasswordResetSchema,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  registerClientSchema,
  registerCustomerSchema,
  registeredSchema,
  resendVerificationRequestSchema,
  verifiedEmailSchema,
  verifyEmailRequestSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { languageFromAcceptLanguage } from '../../lib/i18n/language.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import type { IdentityDeps } from './deps.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { verifyEmail } from './verify-email.ts';

export type IdentityRouteOptions = IdentityDeps & { signUpRateLimitPerMinute: number };

export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  const { signUpRateLimitPerMinute, ...deps } = options;
  const tags = ['sign-up'];
  /** The language of the emails these requests send to someone with none saved (issue 23). */
  const inLanguage = (request: { headers: { 'accept-language'?: string } }) => ({
    language: languageFromAcceptLanguage(request.headers['accept-language']),
  });
  const limit = { rateLimit: { max: signUpRateLimitPerMinute, timeWindow: '1 minute' } };
  /** A sign-up route's options: rate-limited, its form as the body, 201 with the new party. */
  const signUp = <Form extends z.ZodType>(summary: string, form: Form) => ({
    config: limit,
    schema: { tags, summary, body: form, response: { 201: okSchema(registeredSchema) } },
  });

  app.post(
    '/home/register/client',
    signUp('Supplier sign-up', registerClientSchema),
    async (request, reply) =>
      created(
        reply,
        await register(deps, request.actor, { kind: 'supplier', form: request.body }, inLanguage(request)),
      ),
  );

  app.post(
    '/home/register/customer',
    signUp('Offtaker sign-up', registerCustomerSchema),
    async (request, reply) =>
      created(
        reply,
        await register(deps, request.actor, { kind: 'offtaker', form: request.body }, inLanguage(request)),
      ),
  );

  app.post(
    '/auth/verify',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Confirm an email address with the emailed token',
        body: verifyEmailRequestSchema,
        response: { 200: okSchema(verifiedEmailSchema) },
      },
    },
    async (request) => ok(await verifyEmail(deps, request.actor, request.body)),
  );

  app.post(
    '/auth/verify/resend',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Send a new verification link (answers the same for unknown addresses)',
        body: resendVerificationRequestSchema,
      },
    },
    async (request) => ok(await resendVerification(deps, request.actor, request.body, inLanguage(request))),
  );

  // Password reset by email (issue 21): limited per client address like sign-up, and asking for
  // links per email address from one client address too; an account gets at most a few links in
  // half an hour whoever asks (request-password-reset.ts).
  const limitPerEmail = app.rateLimit({
    max: signUpRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `password-reset:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()} from ${addressKey(request.ip)}`,
  });

  app.post(
    '/auth/password-reset',
    {
      config: limit,
      preHandler: limitPerEmail,
      schema: {
        tags,
        summary: 'Email a password-reset link (answers the same for unknown addresses)',
        body: passwordResetRequestSchema,
      },
    },
    async (request) => ok(await requestPasswordReset(deps, request.actor, request.body, inLanguage(request))),
  );

  // The log-in lockout's counters (shared by every process, like auth/routes.ts's): a reset
  // forgets the client address's failed log-ins against the account.
  const resetDeps = { ...deps, throttle: createLoginThrottle(app.counterStore, deps.clock, app.log) };

  app.post(
    '/auth/password-reset/complete',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Set a new password with the emailed token (every session ends)',
        body: completePasswordResetSchema,
        response: { 200: okSchema(passwordResetDoneSchema) },
      },
    },
    async (request) =>
      ok(await resetPassword(resetDeps, request.actor, { form: request.body, address: request.ip })),
  );
};
