import {
  deliveryMonthOf,
  inventoryParamsSchema,
  inventoryRequestSchema,
  inventorySchema,
  latestSupplyParamsSchema,
  listingsParamsSchema,
  type Offer,
  offerSchema,
  priceRequestSchema,
  priceSchema,
  pricesQuerySchema,
  stockDecisionRequestSchema,
  stockLineSchema,
  stockRequestSchema,
  stocksQuerySchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { shortCache } from '../../lib/short-cache.ts';
import { listForwardListings } from '../forwards/queries.ts';
import { addStock } from './add-stock.ts';
import { createInventory } from './create-inventory.ts';
import { decideStock } from './decide-stock.ts';
import type { InventoryDeps } from './deps.ts';
import { getInventory, listInventories, listListings, listPrices, listStock } from './queries.ts';
import { setPrice } from './set-price.ts';

const tags = ['inventory'];

/** The latest `count` stock lines or prices of one inventory, as a list filter. */
const latestOf = (params: z.infer<typeof latestSupplyParamsSchema>) => ({
  inventoryId: params.inventoryId,
  limit: params.count,
});

/** The schema of a route answering the latest stock lines or prices of one inventory. */
const latestSchema = <Item extends z.ZodType>(what: string, item: Item) => ({
  tags,
  summary: `Latest ${what} of an inventory (the spec asks for 5)`,
  params: latestSupplyParamsSchema,
  response: { 200: okSchema(z.array(item)) },
});

export const inventoryRoutes: FastifyPluginAsyncZod<InventoryDeps & { listingsCacheMs: number }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  // Listings are the same for every signed-in reader of a product, quantity and currency. The
  // answer is kept as it goes out (issue 20): encoded by its response schema and written as JSON
  // once per cache entry, not on every request (that was most of a listings request's time).
  const listingsAnswer = okSchema(z.array(offerSchema));
  const listings = shortCache<Buffer>({ ttlMs: deps.listingsCacheMs, maxEntries: 1_000 });
  const listingsBody = (offers: Offer[]) => Buffer.from(JSON.stringify(z.encode(listingsAnswer, ok(offers))));
  const readers = { preHandler: allowRoles('client', 'admin') };
  const suppliers = { preHandler: allowRoles('client') };

  app.get(
    '/inventories',
    { ...readers, schema: { tags, response: { 200: okSchema(z.array(inventorySchema)) } } },
    async (request) => ok(await listInventories(db, requireActor(request))),
  );
  app.get(
    '/inventories/:id',
    {
      ...readers,
      schema: { tags, params: inventoryParamsSchema, response: { 200: okSchema(inventorySchema) } },
    },
    async (request) => ok(await getInventory(db, requireActor(request), request.params.id)),
  );
  app.post(
    '/inventories',
    {
      ...suppliers,
      schema: { tags, body: inventoryRequestSchema, response: { 201: okSchema(inventorySchema) } },
    },
    async (request, reply) =>
      created(reply, await createInventory(deps, requireActor(request), request.body)),
  );

  app.get(
    '/inventories/prices/:inventoryId/:count',
    { ...readers, schema: latestSchema('prices', priceSchema) },
    async (request) => ok(await listPrices(db, requireActor(request), latestOf(request.params))),
  );
  app.get(
    '/inventories/prices',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every price of the supplier’s inventories',
        querystring: pricesQuerySchema,
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
        body: priceRequestSchema,
        response: { 201: okSchema(priceSchema) },
      },
    },
    async (request, reply) => created(reply, await setPrice(deps, requireActor(request), request.body)),
  );

  app.get(
    '/stocks/inventory/:inventoryId/:count',
    { ...readers, schema: latestSchema('stock lines', stockLineSchema) },
    async (request) => ok(await listStock(db, requireActor(request), latestOf(request.params))),
  );
  app.get(
    '/stocks',
    {
      ...readers,
      schema: { tags, querystring: stocksQuerySchema, response: { 200: okSchema(z.array(stockLineSchema)) } },
    },
    async (request) => ok(await listStock(db, requireActor(request), request.query)),
  );
  app.post(
    '/stocks',
    {
      ...suppliers,
      schema: { tags, body: stockRequestSchema, response: { 201: okSchema(stockLineSchema) } },
    },
    async (request, reply) => created(reply, await addStock(deps, requireActor(request), request.body)),
  );
  app.patch(
    '/stocks',
    {
      ...suppliers,
      schema: {
        tags,
        summary: 'Approve ("true") or reject ("false") a pending Supply line',
        body: stockDecisionRequestSchema,
        response: { 200: okSchema(stockLineSchema) },
      },
    },
    async (request) => ok(await decideStock(deps, requireActor(request), request.body)),
  );

  app.get(
    '/inventories/listings/:productId/:quantity/:currency',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: {
        tags,
        summary: 'Offers able to fill a quantity, cheapest first',
        params: listingsParamsSchema,
        response: { 200: listingsAnswer },
      },
    },
    async (request, reply) => {
      const { productId, quantity, currency } = request.params;
      // Spot offers first, then each open delivery month's (forwards/queries.ts); the months
      // open change with the Lagos month, so it is part of the key.
      const month = deliveryMonthOf(deps.clock.now());
      const key = `${productId}|${quantity}|${currency}|${month}`;
      const body = await listings.get(key, async () =>
        listingsBody([
          ...(await listListings(db, request.params)),
          ...(await listForwardListings(db, request.params, deps.clock.now())),
        ]),
      );
      // Already the schema's encoding, as bytes: Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
