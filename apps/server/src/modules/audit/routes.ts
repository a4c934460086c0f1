import { auditQuerySchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { listAudit } from './queries.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      preHandler: allowRoles('admin'),
      schema: { tags: ['audit'], summary: 'The audit trail, newest first', querystring: auditQuerySchema },
    },
    async (request) => ok(await listAudit(db, requireActor(request), request.query)),
  );
};
