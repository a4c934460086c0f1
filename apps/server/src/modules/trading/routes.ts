import { currencies } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saleStatuses } from '../../db/schema.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { hashRequest, runIdempotent } from '../../lib/idempotency.ts';
import { allowRoles, requireActor } from '../../plugins/auth.ts';
import {
  getSale,
  listSales,
  maxSalesListed,
  placePurchase,
  resolveSale,
  type TradingDeps,
} from './service.ts';

const saleSchema = z.object({
  id: z.string(),
  reference: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  supplier: z.object({ id: z.string(), name: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  hub: z.object({ id: z.string(), name: z.string() }),
  inventoryId: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  fee: z.number().nullable(),
  currency: z.string(),
  amountString: z.string(),
  status: z.string(),
  resolution: z.string().nullable(),
  createdUtc: z.string(),
  expiresUtc: z.string(),
  completedUtc: z.string().nullable(),
  timeline: z.array(z.object({ event: z.string(), utc: z.string() })),
});

/** The New Transaction form. Amount is quantity x unit price in minor units, re-checked on the server. */
const purchaseSchema = z.object({
  productId: z.uuid('Product is required'),
  contractId: z.uuid('Contract is required'),
  quantity: z.coerce
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number of litres')
    .min(1, 'Quantity cannot be less than 1')
    .max(1_000_000_000, 'Quantity cannot be more than 1000000000'),
  currency: z.enum(currencies, { error: 'Currency is required' }),
  amount: z.coerce
    .number({ error: 'Amount is required' })
    .int()
    .min(1, 'Amount cannot be less than 0.01')
    .max(Number.MAX_SAFE_INTEGER),
});

const idParams = z.object({ id: z.uuid('The id is not valid') });

export const tradingRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['trading'];

  app.post(
    '/sales',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'Buy from a listing: stock reserved and funds held until the supplier decides',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: purchaseSchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await runIdempotent(
        db,
        {
          userId: actor.userId,
          route: 'POST /sales',
          key: request.headers['idempotency-key'],
          requestHash: hashRequest(request.body),
        },
        async (tx) => ({ statusCode: 201, body: ok(await placePurchase(deps, tx, actor, request.body)) }),
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/sales',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(saleStatuses).optional(),
          currency: z.enum(currencies).optional(),
          supplierId: z.uuid().optional(),
          customerId: z.uuid().optional(),
          inventoryId: z.uuid().optional(),
          /** Only the newest N (a dashboard's latest sales); at most 5,000 either way. */
          limit: z.coerce.number().int().min(1).max(maxSalesListed).optional(),
        }),
        response: { 200: okSchema(z.array(saleSchema)) },
      },
    },
    async (request) => ok(await listSales(db, requireActor(request), request.query)),
  );

  app.get(
    '/sales/:id',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: { tags, params: idParams, response: { 200: okSchema(saleSchema) } },
    },
    async (request) => ok(await getSale(db, requireActor(request), request.params.id)),
  );

  for (const [resolution, role, summary] of [
    ['Approved', 'client', 'Supplier approves: stock leaves, the hold is paid out less the 1% fee'],
    ['Rejected', 'client', 'Supplier rejects: stock and funds are released'],
    ['Cancelled', 'customer', 'Buyer cancels a pending purchase: stock and funds are released'],
  ] as const) {
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
