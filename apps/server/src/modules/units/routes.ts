import {
  productUnitFactorsSchema,
  salesEnergySchema,
  salesReportFiltersSchema,
  unitFactorsRequestSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import type { UnitsDeps } from './deps.ts';
import { listUnitFactors } from './queries.ts';
import { salesEnergy } from './sales-energy.ts';
import { setUnitFactors } from './set-unit-factors.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

/** Gas units (issue 19, point 6): each product's scm, kg and MMBtu per litre. */
export const unitRoutes: FastifyPluginAsyncZod<UnitsDeps> = async (app, deps) => {
  const tags = ['catalogue'];
  app.get(
    '/products/units',
    {
      schema: {
        tags,
        summary: "Every product's unit factors (public: Market Data converts with them)",
        response: { 200: okSchema(z.array(productUnitFactorsSchema)) },
      },
    },
    async (request) => ok(await listUnitFactors(deps.db, request.actor)),
  );
  app.put(
    '/products/:id/units',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary: "Set a product's scm, kg and MMBtu per litre (operators)",
        params: idParams,
        body: unitFactorsRequestSchema,
        response: { 200: okSchema(productUnitFactorsSchema) },
      },
    },
    async (request) =>
      ok(
        await setUnitFactors(deps, requireActor(request), { productId: request.params.id, ...request.body }),
      ),
  );
  app.get(
    '/reports/sales/energy',
    {
      preHandler: allowRoles('admin', 'client', 'customer'),
      schema: {
        tags: ['reports'],
        summary: "The sales report's energy in MMBtu (same filters and rows as GET reports/sales)",
        querystring: salesReportFiltersSchema,
        response: { 200: okSchema(salesEnergySchema) },
      },
    },
    async (request) => ok(await salesEnergy(deps.db, requireActor(request), request.query)),
  );
};
