import {
  financeSummarySchema,
  payoutParamsSchema,
  payoutPaymentSchema,
  payoutRejectionSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsQuerySchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../lib/route-guards.ts';
import { approvePayout } from './approve-payout.ts';
import { cancelPayout } from './cancel-payout.ts';
import type { PayoutsDeps } from './deps.ts';
import { markPayoutPaid } from './mark-payout-paid.ts';
import { financeSummary, getPayout, listPayouts, payoutsCsv } from './queries.ts';
import { rejectPayout } from './reject-payout.ts';
import { requestPayout } from './request-payout.ts';

// Payouts (suppliers) and withdrawals (offtakers), the operators' queue and Finance page (issue 18).
export const payoutRoutes: FastifyPluginAsyncZod<PayoutsDeps> = async (app, deps) => {
  const tags = ['payouts'];
  const parties = allowRoles('client', 'customer');
  const everyone = allowRoles('client', 'customer', 'admin');
  const operators = allowRoles('admin');

  app.post(
    '/payouts',
    {
      preHandler: parties,
      schema: {
        tags,
        summary: 'Request a payout (supplier) or withdrawal (offtaker): the amount is held at once',
        headers: idempotencyKeyHeader,
        body: payoutRequestSchema,
        response: { 201: okSchema(payoutSchema) },
      },
    },
    async (request, reply) => {
      const payout = await requestPayout(deps, requireActor(request), request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(ok(payout));
    },
  );

  app.get(
    '/payouts',
    {
      preHandler: everyone,
      schema: { tags, querystring: payoutsQuerySchema, response: { 200: okSchema(z.array(payoutSchema)) } },
    },
    async (request) => ok(await listPayouts(deps.db, requireActor(request), request.query)),
  );

  app.get(
    '/payouts.csv',
    {
      preHandler: everyone,
      schema: { tags, summary: 'The payouts as CSV', querystring: payoutsQuerySchema },
    },
    async (request, reply) => {
      const csv = await payoutsCsv(deps.db, requireActor(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payouts-${deps.clock.now().toISOString().slice(0, 10)}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/payouts/:id',
    {
      preHandler: everyone,
      schema: { tags, params: payoutParamsSchema, response: { 200: okSchema(payoutSchema) } },
    },
    async (request) => ok(await getPayout(deps.db, requireActor(request), request.params.id)),
  );

  app.post(
    '/payouts/:id/cancel',
    {
      preHandler: parties,
      schema: {
        tags,
        summary: 'The requester cancels its payout while Requested',
        params: payoutParamsSchema,
        response: { 200: okSchema(payoutSchema) },
      },
    },
    async (request) => ok(await cancelPayout(deps, requireActor(request), { id: request.params.id })),
  );

  app.post(
    '/payouts/:id/approve',
    {
      preHandler: operators,
      schema: {
        tags,
        summary: 'An operator approves a Requested payout',
        params: payoutParamsSchema,
        response: { 200: okSchema(payoutSchema) },
      },
    },
    async (request) => ok(await approvePayout(deps, requireActor(request), { id: request.params.id })),
  );

  app.post(
    '/payouts/:id/reject',
    {
      preHandler: operators,
      schema: {
        tags,
        summary: 'An operator rejects a Requested or Approved payout with a reason (released)',
        params: payoutParamsSchema,
        body: payoutRejectionSchema,
        response: { 200: okSchema(payoutSchema) },
      },
    },
    async (request) =>
      ok(await rejectPayout(deps, requireActor(request), { id: request.params.id, ...request.body })),
  );

  app.post(
    '/payouts/:id/paid',
    {
      preHandler: operators,
      schema: {
        tags,
        summary:
          'An operator marks an Approved payout paid with the bank reference (another operator than the approver above the threshold)',
        params: payoutParamsSchema,
        body: payoutPaymentSchema,
        response: { 200: okSchema(payoutSchema) },
      },
    },
    async (request) =>
      ok(await markPayoutPaid(deps, requireActor(request), { id: request.params.id, ...request.body })),
  );

  app.get(
    '/finance',
    {
      preHandler: operators,
      schema: {
        tags,
        summary: 'Per currency: deposits approved, payouts paid and the expected bank balance (operators)',
        response: { 200: okSchema(financeSummarySchema) },
      },
    },
    async (request) => ok(await financeSummary(deps.db, requireActor(request))),
  );
};
