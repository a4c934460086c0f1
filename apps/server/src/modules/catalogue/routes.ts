import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../plugins/auth.ts';
import {
  type CatalogueDeps,
  createProduct,
  deleteProduct,
  listHubs,
  listProducts,
  toggleProduct,
} from './service.ts';

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  isActive: z.boolean(),
  status: z.enum(['Active', 'Inactive']),
  createdUtc: z.string(),
});

export const newProductSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name cannot be more than 100 characters'),
  unit: z.enum(['Liters'], { error: 'Unit is required' }),
});

const idParams = z.object({ id: z.uuid('The id is not valid') });

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  const { db } = deps;
  const signedIn = { preHandler: allowRoles('admin', 'client', 'customer') };
  const adminOnly = { preHandler: allowRoles('admin') };

  app.get(
    '/products',
    { ...signedIn, schema: { tags: ['catalogue'], response: { 200: okSchema(z.array(productSchema)) } } },
    async (request) => ok(await listProducts(db, { activeOnly: requireActor(request).role !== 'admin' })),
  );
  app.post(
    '/products',
    {
      ...adminOnly,
      schema: { tags: ['catalogue'], body: newProductSchema, response: { 201: okSchema(productSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createProduct(deps, requireActor(request), request.body))),
  );
  app.patch(
    '/products/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Toggle Active/Inactive',
        params: idParams,
        response: { 200: okSchema(productSchema) },
      },
    },
    async (request) => ok(await toggleProduct(deps, requireActor(request), request.params.id)),
  );
  app.delete(
    '/Product/:id',
    { ...adminOnly, schema: { tags: ['catalogue'], summary: 'Delete an unused product', params: idParams } },
    async (request) => {
      await deleteProduct(deps, requireActor(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    '/hubs',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The logistics hubs',
        response: {
          200: okSchema(
            z.array(
              z.object({
                id: z.string(),
                code: z.string(),
                name: z.string(),
                region: z.string(),
                state: z.string(),
                deliveryDays: z.number(),
                isOperational: z.boolean(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok(await listHubs(db)),
  );
};
