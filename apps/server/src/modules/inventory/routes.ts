import { currencies } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { stockStatuses } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { shortCache } from '../../lib/short-cache.ts';
import { allowRoles, requireActor } from '../../plugins/auth.ts';
import {
  addStock,
  createInventory,
  decideStock,
  getInventory,
  listInventories,
  listListings,
  listPrices,
  listStock,
  setPrice,
} from './service.ts';

const uuid = (label: string) => z.uuid(`${label} is required`);
const wholeQuantity = z.coerce
  .number({ error: 'Quantity is required' })
  .int('Quantity must be a whole number of litres')
  .min(1, 'Quantity cannot be less than 1')
  .max(1_000_000_000, 'Quantity cannot be more than 1000000000');
const currency = z.enum(currencies, { error: 'Currency is required' });

const inventorySchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), unit: z.string() }),
  hub: z.object({ id: z.string(), name: z.string() }),
  supplier: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number(),
  available: z.number(),
  createdUtc: z.string(),
});
const stockSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  status: z.string(),
  quantity: z.number(),
  unit: z.string(),
  flow: z.string(),
  category: z.string(),
  createdUtc: z.string(),
  processedUtc: z.string().nullable(),
});
const priceSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  amount: z.number(),
  currency: z.string(),
  amountString: z.string(),
  createdUtc: z.string(),
});
const listingSchema = z.object({
  contract: z.string(),
  price: z.number(),
  priceString: z.string(),
  available: z.number(),
  unit: z.string(),
  currency: z.string(),
  hub: z.string(),
  deliveryDays: z.number(),
  supplier: z.string(),
});

export const inventoryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  listingsCacheMs: number;
}> = async (app, deps) => {
  const { db } = deps;
  // Listings are the same for every signed-in reader of a product, quantity and currency.
  const listings = shortCache<Awaited<ReturnType<typeof listListings>>>({
    ttlMs: deps.listingsCacheMs,
    maxEntries: 1_000,
  });
  const readers = { preHandler: allowRoles('client', 'admin') };
  const suppliers = { preHandler: allowRoles('client') };
  const tags = ['inventory'];

  app.get(
    '/inventories',
    { ...readers, schema: { tags, response: { 200: okSchema(z.array(inventorySchema)) } } },
    async (request) => ok(await listInventories(db, requireActor(request))),
  );
  app.get(
    '/inventories/:id',
    {
      ...readers,
      schema: {
        tags,
        params: z.object({ id: z.uuid('The id is not valid') }),
        response: { 200: okSchema(inventorySchema) },
      },
    },
    async (request) => ok(await getInventory(db, requireActor(request), request.params.id)),
  );
  app.post(
    '/inventories',
    {
      ...suppliers,
      schema: {
        tags,
        body: z.object({ productId: uuid('Product'), hubId: uuid('Logistics Hub') }),
        response: { 201: okSchema(inventorySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createInventory(deps, requireActor(request), request.body))),
  );

  app.get(
    '/inventories/prices/:inventoryId/:count',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Latest prices of an inventory (the spec asks for 5)',
        params: z.object({
          inventoryId: z.uuid('The id is not valid'),
          count: z.coerce.number().int().min(1).max(100),
        }),
        response: { 200: okSchema(z.array(priceSchema)) },
      },
    },
    async (request) =>
      ok(
        await listPrices(db, requireActor(request), {
          inventoryId: request.params.inventoryId,
          limit: request.params.count,
        }),
      ),
  );
  app.get(
    '/inventories/prices',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every price of the supplier’s inventories',
        querystring: z.object({
          inventoryId: z.uuid('The id is not valid').optional(),
          currency: currency.optional(),
        }),
        response: { 200: okSchema(z.array(priceSchema)) },
      },
    },
    async (request) => ok(await listPrices(db, requireActor(request), request.query)),
  );
  app.post(
    '/inventories/prices',
    {
      ...suppliers,
      schema: {
        tags,
        summary: 'New price; amount in minor units (kobo, cents) per unit',
        body: z.object({
          inventoryId: uuid('Inventory'),
          amount: z.coerce
            .number({ error: 'Amount is required' })
            .int('Amount must be in minor units (kobo or cents)')
            .min(1, 'Amount cannot be less than 0.01')
            .max(1_000_000_000_00, 'Amount cannot be more than 1000000000'),
          currency,
        }),
        response: { 201: okSchema(priceSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await setPrice(deps, requireActor(request), request.body))),
  );

  app.get(
    '/stocks/inventory/:inventoryId/:count',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Latest stock lines of an inventory (the spec asks for 5)',
        params: z.object({
          inventoryId: z.uuid('The id is not valid'),
          count: z.coerce.number().int().min(1).max(100),
        }),
        response: { 200: okSchema(z.array(stockSchema)) },
      },
    },
    async (request) =>
      ok(
        await listStock(db, requireActor(request), {
          inventoryId: request.params.inventoryId,
          limit: request.params.count,
        }),
      ),
  );
  app.get(
    '/stocks',
    {
      ...readers,
      schema: {
        tags,
        querystring: z.object({
          inventoryId: z.uuid('The id is not valid').optional(),
          status: z.enum(stockStatuses).optional(),
        }),
        response: { 200: okSchema(z.array(stockSchema)) },
      },
    },
    async (request) => ok(await listStock(db, requireActor(request), request.query)),
  );
  app.post(
    '/stocks',
    {
      ...suppliers,
      schema: {
        tags,
        body: z.object({ inventoryId: uuid('Inventory'), quantity: wholeQuantity }),
        response: { 201: okSchema(stockSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await addStock(deps, requireActor(request), request.body))),
  );
  app.patch(
    '/stocks',
    {
      ...suppliers,
      schema: {
        tags,
        summary: 'Approve ("true") or reject ("false") a pending Supply line',
        body: z.object({
          inventoryId: uuid('Inventory'),
          stockId: uuid('Stock'),
          approve: z.enum(['true', 'false'], { error: 'Approve must be "true" or "false"' }),
        }),
        response: { 200: okSchema(stockSchema) },
      },
    },
    async (request) =>
      ok(
        await decideStock(deps, requireActor(request), {
          ...request.body,
          approve: request.body.approve === 'true',
        }),
      ),
  );

  app.get(
    '/inventories/listings/:productId/:quantity/:currency',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: {
        tags,
        summary: 'Offers able to fill a quantity, cheapest first',
        params: z.object({ productId: uuid('Product'), quantity: wholeQuantity, currency }),
        response: { 200: okSchema(z.array(listingSchema)) },
      },
    },
    async (request) => {
      const { productId, quantity, currency } = request.params;
      const key = `${productId}|${quantity}|${currency}`;
      return ok(await listings.get(key, () => listListings(db, request.params)));
    },
  );
};
