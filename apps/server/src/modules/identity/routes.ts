import {
  registerClientSchema,
  registerCustomerSchema,
  registeredSchema,
  resendVerificationRequestSchema,
  verifiedEmailSchema,
  verifyEmailRequestSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import type { IdentityDeps } from './deps.ts';
import { register } from './register.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyEmail } from './verify-email.ts';

export type IdentityRouteOptions = IdentityDeps & { signUpRateLimitPerMinute: number };

export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  const { signUpRateLimitPerMinute, ...deps } = options;
  const tags = ['sign-up'];
  const limit = { rateLimit: { max: signUpRateLimitPerMinute, timeWindow: '1 minute' } };
  const registered = { 201: okSchema(registeredSchema) };

  app.post(
    '/home/register/client',
    {
      config: limit,
      schema: { tags, summary: 'Supplier sign-up', body: registerClientSchema, response: registered },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await register(deps, request.actor, { kind: 'supplier', form: request.body }))),
  );

  app.post(
    '/home/register/customer',
    {
      config: limit,
      schema: { tags, summary: 'Offtaker sign-up', body: registerCustomerSchema, response: registered },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await register(deps, request.actor, { kind: 'offtaker', form: request.body }))),
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
    async (request) => ok(await resendVerification(deps, request.actor, request.body)),
  );
};
