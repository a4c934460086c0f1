import { purchaseRequestSchema, saleDecisions, saleSchema, salesQuerySchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../lib/route-guards.ts';
import type { TradingDeps } from './deps.ts';
import { placePurchase } from './place-purchase.ts';
import { listSales } from './queries.ts';
import { resolveSale } from './resolve-sale.ts';
import { getSaleDetail } from './sale-contacts.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

const decisions = {
  Approved: ['client', 'Supplier approves: stock leaves, the hold is paid out less the 1% fee'],
  Rejected: ['client', 'Supplier rejects: stock and funds are released'],
  Cancelled: ['customer', 'Buyer cancels a pending purchase: stock and funds are released'],
} as const;

export const tradingRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  const tags = ['trading'];

  app.post(
    '/sales',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'Buy from a listing: stock reserved and funds held until the supplier decides',
        headers: idempotencyKeyHeader,
        body: purchaseRequestSchema,
      },
    },
    async (request, reply) => {
      const sale = await placePurchase(deps, requireActor(request), request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return created(reply, sale);
    },
  );

  app.get(
    '/sales',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: { tags, querystring: salesQuerySchema, response: { 200: okSchema(z.array(saleSchema)) } },
    },
    async (request) => ok(await listSales(deps.db, requireActor(request), request.query)),
  );

  app.get(
    '/sales/:id',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: { tags, params: idParams, response: { 200: okSchema(saleSchema) } },
    },
    async (request) => ok(await getSaleDetail(deps.db, requireActor(request), request.params.id)),
  );

  for (const resolution of saleDecisions) {
    const [role, summary] = decisions[resolution];
    app.patch(
      `/sales/:id/${resolution}`,
      {
        preHandler: allowRoles(role),
        schema: { tags, summary, params: idParams, response: { 200: okSchema(saleSchema) } },
      },
      async (request) =>
        ok(await resolveSale(deps, requireActor(request), { saleId: request.params.id, resolution })),
    );
  }
};
