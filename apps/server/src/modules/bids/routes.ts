import {
  bidFillRequestSchema,
  bidParamsSchema,
  bidRequestSchema,
  bidSchema,
  bidsQuerySchema,
  saleSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../lib/route-guards.ts';
import { cancelBid } from './close-bid.ts';
import type { BidsDeps } from './deps.ts';
import { fillBid } from './fill-bid.ts';
import { postBid } from './post-bid.ts';
import { getBid, listBids, listOpenBids } from './queries.ts';

// Buy bids (issue 19, point 1): offtakers post and cancel, suppliers sell into them, operators read.
export const bidRoutes: FastifyPluginAsyncZod<BidsDeps> = async (app, deps) => {
  const tags = ['bids'];
  const offtakers = allowRoles('customer');
  const suppliers = allowRoles('client');
  const buyersAndOperators = allowRoles('customer', 'admin');
  const everyone = allowRoles('customer', 'client', 'admin');

  app.post(
    '/bids',
    {
      preHandler: offtakers,
      schema: {
        tags,
        summary:
          'An offtaker posts a buy bid: the goods at the limit price and the logistics fee are held at once',
        headers: idempotencyKeyHeader,
        body: bidRequestSchema,
        response: { 201: okSchema(bidSchema) },
      },
    },
    async (request, reply) => {
      const bid = await postBid(deps, requireActor(request), request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(ok(bid));
    },
  );

  app.get(
    '/bids',
    {
      preHandler: buyersAndOperators,
      schema: {
        tags,
        summary: "The offtaker's own bids (operators: all), newest first",
        querystring: bidsQuerySchema,
        response: { 200: okSchema(z.array(bidSchema)) },
      },
    },
    async (request) => ok(await listBids(deps.db, requireActor(request), request.query)),
  );

  app.get(
    '/bids/open',
    {
      preHandler: suppliers,
      schema: {
        tags,
        summary:
          'The open bids a supplier may sell into (its products at its hubs), best price first, then oldest',
        response: { 200: okSchema(z.array(bidSchema)) },
      },
    },
    async (request) => ok(await listOpenBids(deps.db, requireActor(request), deps.clock.now())),
  );

  app.get(
    '/bids/:id',
    {
      preHandler: everyone,
      schema: { tags, params: bidParamsSchema, response: { 200: okSchema(bidSchema) } },
    },
    async (request) => ok(await getBid(deps.db, requireActor(request), request.params.id, deps.clock.now())),
  );

  app.post(
    '/bids/:id/cancel',
    {
      preHandler: offtakers,
      schema: {
        tags,
        summary: 'The buyer cancels what is left of its open bid (released to its wallet)',
        params: bidParamsSchema,
        response: { 200: okSchema(bidSchema) },
      },
    },
    async (request) => ok(await cancelBid(deps, requireActor(request), { id: request.params.id })),
  );

  app.post(
    '/bids/:id/fills',
    {
      preHandler: suppliers,
      schema: {
        tags,
        summary: "A supplier sells into a bid at the bid's price: an accepted sale that enters fulfilment",
        headers: idempotencyKeyHeader,
        params: bidParamsSchema,
        body: bidFillRequestSchema,
        response: { 201: okSchema(saleSchema) },
      },
    },
    async (request, reply) => {
      const sale = await fillBid(
        deps,
        requireActor(request),
        { bidId: request.params.id, ...request.body },
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      return reply.code(201).send(ok(sale));
    },
  );
};
