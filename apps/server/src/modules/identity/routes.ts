import { registerClientSchema, registerCustomerSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { type IdentityDeps, registerParty, resendVerification, verifyEmail } from './service.ts';

export type IdentityRouteOptions = IdentityDeps & { signUpRateLimitPerMinute: number };

export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  const limit = { rateLimit: { max: options.signUpRateLimitPerMinute, timeWindow: '1 minute' } };
  const registered = { 201: okSchema(z.object({ partyId: z.string() })) };

  app.post(
    '/home/register/client',
    {
      config: limit,
      schema: {
        tags: ['sign-up'],
        summary: 'Supplier sign-up',
        body: registerClientSchema,
        response: registered,
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await registerParty(options, { kind: 'supplier', form: request.body }))),
  );

  app.post(
    '/home/register/customer',
    {
      config: limit,
      schema: {
        tags: ['sign-up'],
        summary: 'Offtaker sign-up',
        body: registerCustomerSchema,
        response: registered,
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await registerParty(options, { kind: 'offtaker', form: request.body }))),
  );

  app.post(
    '/auth/verify',
    {
      config: limit,
      schema: {
        tags: ['sign-up'],
        summary: 'Confirm an email address with the emailed token',
        body: z.object({ token: z.string().min(1, 'The link is incomplete').max(200) }),
        response: { 200: okSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => ok(await verifyEmail(options, request.body.token)),
  );

  app.post(
    '/auth/verify/resend',
    {
      config: limit,
      schema: {
        tags: ['sign-up'],
        summary: 'Send a new verification link (answers the same for unknown addresses)',
        body: z.object({ email: z.string().trim().min(1, 'Email Address is required').max(254) }),
      },
    },
    async (request) => {
      await resendVerification(options, request.body.email);
      return ok(null);
    },
  );
};
