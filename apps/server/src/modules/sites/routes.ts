import { deliverySiteRequestSchema, deliverySiteSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { addDeliverySite } from './add-delivery-site.ts';
import type { SiteDeps } from './deps.ts';
import { listDeliverySites } from './queries.ts';
import { removeDeliverySite } from './remove-delivery-site.ts';
import { updateDeliverySite } from './update-delivery-site.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

/** The offtaker's delivery sites (its profile): its own only; another's answers 404. */
export const siteRoutes: FastifyPluginAsyncZod<SiteDeps> = async (app, deps) => {
  const tags = ['delivery sites'];
  const offtakers = { preHandler: allowRoles('customer') };

  app.get(
    '/delivery-sites',
    {
      ...offtakers,
      schema: {
        tags,
        summary: 'One’s own sites, archived ones left out',
        response: { 200: okSchema(z.array(deliverySiteSchema)) },
      },
    },
    async (request) => ok(await listDeliverySites(deps.db, requireActor(request))),
  );
  app.post(
    '/delivery-sites',
    {
      ...offtakers,
      schema: { tags, body: deliverySiteRequestSchema, response: { 201: okSchema(deliverySiteSchema) } },
    },
    async (request, reply) =>
      created(reply, await addDeliverySite(deps, requireActor(request), request.body)),
  );
  app.patch(
    '/delivery-sites/:id',
    {
      ...offtakers,
      schema: {
        tags,
        summary: 'Replace a site’s fields (only the contact while a purchase there is open)',
        params: idParams,
        body: deliverySiteRequestSchema,
        response: { 200: okSchema(deliverySiteSchema) },
      },
    },
    async (request) =>
      ok(
        await updateDeliverySite(deps, requireActor(request), {
          siteId: request.params.id,
          site: request.body,
        }),
      ),
  );
  app.delete(
    '/delivery-sites/:id',
    {
      ...offtakers,
      schema: {
        tags,
        summary: 'Delete a site no purchase names (null), or archive one a purchase names (the site)',
        params: idParams,
        response: { 200: okSchema(deliverySiteSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await removeDeliverySite(deps, requireActor(request), { siteId: request.params.id })),
  );
};
