import { marketRowSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { listMarketRows } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/markets',
    {
      schema: {
        tags: ['markets'],
        summary: 'Live market data: offers per region, hub, product and contract',
        response: { 200: okSchema(z.array(marketRowSchema)) },
      },
    },
    async () => ok(await listMarketRows({ db })),
  );
};
