import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { failureSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Liveness and readiness probes for load balancers and orchestrators. They are not rate limited
 * (a throttled probe would take a healthy process out of rotation) and touch nothing but `select 1`.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'The process is alive',
        response: { 200: okSchema(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: {
          200: okSchema(z.object({ status: z.literal('ready'), database: z.string() })),
          503: failureSchema,
        },
      },
    },
    async () => {
      if (!(await database.isReady())) throw new AppError('unavailable', 'The database is not answering');
      return ok({ status: 'ready' as const, database: database.kind });
    },
  );
};
