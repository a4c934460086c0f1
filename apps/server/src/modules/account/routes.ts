import {
  emailChangeLinkSchema,
  emailChangeOutcomeSchema,
  emailChangeRequestSchema,
  pendingEmailChangeSchema,
  revokedSessionsSchema,
  sessionSummarySchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requireActor } from '../../lib/route-guards.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { cancelEmailChange } from './cancel-email-change.ts';
import type { AccountDeps } from './deps.ts';
import { cancelEmailChangeByLink, confirmEmailChange } from './follow-email-change-link.ts';
import { listSessions, pendingEmailChange } from './queries.ts';
import { requestEmailChange, TooManyEmailChanges } from './request-email-change.ts';
import { revokeOtherSessions, revokeOwnSession } from './revoke-sessions.ts';

export type AccountRouteOptions = Omit<AccountDeps, 'throttle'> & { rateLimitPerMinute: number };

const idParams = z.object({ id: z.uuid('The id is not valid') });

/** One's own account (issue 21): "your sessions", and the change of the login's email address. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const { rateLimitPerMinute, ...rest } = options;
  const deps: AccountDeps = { ...rest, throttle: createLoginThrottle(app.counterStore, rest.clock, app.log) };
  const tags = ['account'];
  const limit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: "The signed-in user's open sessions (device, address, signed in, last use)",
        response: { 200: okSchema(z.array(sessionSummarySchema)) },
      },
    },
    async (request) => ok(await listSessions(deps.db, deps.clock, requireActor(request))),
  );

  app.delete(
    '/auth/sessions/:id',
    { schema: { tags, summary: 'End one of your sessions (404 for one not yours)', params: idParams } },
    async (request) => ok(await revokeOwnSession(deps, requireActor(request), request.params.id)),
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'End every session of yours but this one',
        response: { 200: okSchema(revokedSessionsSchema) },
      },
    },
    async (request) => ok(await revokeOtherSessions(deps, requireActor(request))),
  );

  app.get(
    '/auth/email-change',
    {
      schema: {
        tags,
        summary: 'Your open change of email address, or null',
        response: { 200: okSchema(pendingEmailChangeSchema) },
      },
    },
    async (request) => ok(await pendingEmailChange(deps.db, deps.clock, requireActor(request))),
  );

  app.post(
    '/auth/email-change',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Ask to change your email address (both addresses confirm by email)',
        body: emailChangeRequestSchema,
        response: { 200: okSchema(pendingEmailChangeSchema) },
      },
    },
    async (request, reply) => {
      try {
        return ok(await requestEmailChange(deps, requireActor(request), request.body));
      } catch (error) {
        if (error instanceof TooManyEmailChanges)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.delete(
    '/auth/email-change',
    { schema: { tags, summary: 'Cancel your open change of email address' } },
    async (request) => ok(await cancelEmailChange(deps, requireActor(request))),
  );

  app.post(
    '/auth/email-change/confirm',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Confirm an email change with an emailed link',
        body: emailChangeLinkSchema,
        response: { 200: okSchema(emailChangeOutcomeSchema) },
      },
    },
    async (request) => ok(await confirmEmailChange(deps, request.actor, request.body)),
  );

  app.post(
    '/auth/email-change/cancel',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Cancel an email change with either emailed link',
        body: emailChangeLinkSchema,
        response: { 200: okSchema(emailChangeOutcomeSchema) },
      },
    },
    async (request) => ok(await cancelEmailChangeByLink(deps, request.actor, request.body)),
  );
};
