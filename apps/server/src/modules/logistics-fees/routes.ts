import {
  logisticsFeeQuoteQuerySchema,
  logisticsFeeQuoteSchema,
  logisticsFeeRequestSchema,
  logisticsFeeSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { addLogisticsFee } from './add-logistics-fee.ts';
import { changeLogisticsFee } from './change-logistics-fee.ts';
import { deleteLogisticsFee } from './delete-logistics-fee.ts';
import type { LogisticsFeeDeps } from './deps.ts';
import { listLogisticsFees, quoteLogisticsFee } from './queries.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

/** The operators' logistics fee table, and the quote buyers read before a purchase with delivery. */
export const logisticsFeeRoutes: FastifyPluginAsyncZod<LogisticsFeeDeps> = async (app, deps) => {
  const tags = ['logistics fees'];
  const adminOnly = { preHandler: allowRoles('admin') };

  app.get(
    '/logistics-fees',
    { ...adminOnly, schema: { tags, response: { 200: okSchema(z.array(logisticsFeeSchema)) } } },
    async () => ok(await listLogisticsFees(deps.db)),
  );
  app.get(
    '/logistics-fees/quote',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'The fee per unit of a delivery to one’s own site (409 when not offered)',
        querystring: logisticsFeeQuoteQuerySchema,
        response: { 200: okSchema(logisticsFeeQuoteSchema) },
      },
    },
    async (request) => ok(await quoteLogisticsFee(deps.db, requireActor(request), request.query)),
  );
  app.post(
    '/logistics-fees',
    {
      ...adminOnly,
      schema: { tags, body: logisticsFeeRequestSchema, response: { 201: okSchema(logisticsFeeSchema) } },
    },
    async (request, reply) =>
      created(reply, await addLogisticsFee(deps, requireActor(request), request.body)),
  );
  app.patch(
    '/logistics-fees/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParams,
        body: logisticsFeeRequestSchema,
        response: { 200: okSchema(logisticsFeeSchema) },
      },
    },
    async (request) =>
      ok(
        await changeLogisticsFee(deps, requireActor(request), {
          feeId: request.params.id,
          fee: request.body,
        }),
      ),
  );
  app.delete('/logistics-fees/:id', { ...adminOnly, schema: { tags, params: idParams } }, async (request) =>
    ok(await deleteLogisticsFee(deps, requireActor(request), { feeId: request.params.id })),
  );
};
