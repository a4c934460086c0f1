import {
  contractLabel,
  forwardPriceRequestSchema,
  forwardPriceSchema,
  forwardPricesQuerySchema,
  openDeliveryMonths,
  openMonthsSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import type { InventoryDeps } from '../inventory/deps.ts';
import { listForwardPrices } from './queries.ts';
import { setForwardPrice } from './set-forward-price.ts';

const tags = ['inventory'];

/** Forward prices (issue 19, point 3): the open delivery months, a supplier's month prices. */
export const forwardRoutes: FastifyPluginAsyncZod<InventoryDeps> = async (app, deps) => {
  app.get(
    '/inventories/forward-months',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: {
        tags,
        summary: 'The delivery months open now: this month and the next three (Lagos)',
        response: { 200: okSchema(openMonthsSchema) },
      },
    },
    async () =>
      ok(
        openDeliveryMonths(deps.clock.now()).map((month) => ({
          deliveryMonth: month,
          contract: contractLabel(month),
        })),
      ),
  );
  app.get(
    '/inventories/forward-prices',
    {
      preHandler: allowRoles('client', 'admin'),
      schema: {
        tags,
        summary: 'Current forward prices of the supplier’s inventories per open month (or the history)',
        querystring: forwardPricesQuerySchema,
        response: { 200: okSchema(z.array(forwardPriceSchema)) },
      },
    },
    async (request) =>
      ok(await listForwardPrices(deps.db, requireActor(request), request.query, deps.clock.now())),
  );
  app.post(
    '/inventories/forward-prices',
    {
      preHandler: allowRoles('client'),
      schema: {
        tags,
        summary: 'New price of an open delivery month; amount in minor units per unit',
        body: forwardPriceRequestSchema,
        response: { 201: okSchema(forwardPriceSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await setForwardPrice(deps, requireActor(request), request.body)),
  );
};
