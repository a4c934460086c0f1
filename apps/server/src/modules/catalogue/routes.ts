import { hubSchema, productRequestSchema, productSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import type { CatalogueDeps } from './deps.ts';
import { listHubs, listProducts } from './queries.ts';
import { toggleProduct } from './toggle-product.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  const tags = ['catalogue'];
  const signedIn = { preHandler: allowRoles('admin', 'client', 'customer') };
  const adminOnly = { preHandler: allowRoles('admin') };

  app.get(
    '/products',
    { ...signedIn, schema: { tags, response: { 200: okSchema(z.array(productSchema)) } } },
    async (request) => ok(await listProducts(deps.db, requireActor(request))),
  );
  app.post(
    '/products',
    {
      ...adminOnly,
      schema: { tags, body: productRequestSchema, response: { 201: okSchema(productSchema) } },
    },
    async (request, reply) => created(reply, await createProduct(deps, requireActor(request), request.body)),
  );
  app.patch(
    '/products/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Toggle Active/Inactive',
        params: idParams,
        response: { 200: okSchema(productSchema) },
      },
    },
    async (request) => ok(await toggleProduct(deps, requireActor(request), { productId: request.params.id })),
  );
  app.delete(
    '/Product/:id',
    { ...adminOnly, schema: { tags, summary: 'Delete an unused product', params: idParams } },
    async (request) => ok(await deleteProduct(deps, requireActor(request), { productId: request.params.id })),
  );
  app.get(
    '/hubs',
    { schema: { tags, summary: 'The logistics hubs', response: { 200: okSchema(z.array(hubSchema)) } } },
    async () => ok(await listHubs(deps.db)),
  );
};
