import { type MarketRow, marketRowSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { shortCache } from '../../lib/short-cache.ts';
import { listMarketRows } from './queries.ts';

export const marketRoutes: FastifyPluginAsyncZod<{ db: Db; cacheMs: number; clock: Clock }> = async (
  app,
  { db, cacheMs, clock },
) => {
  // The same answer for everyone, asked for on every visit to the landing and market pages.
  const cache = shortCache<MarketRow[]>({ ttlMs: cacheMs, maxEntries: 1 });
  app.get(
    '/markets',
    {
      schema: {
        tags: ['markets'],
        summary: 'Live market data: offers per region, hub, product and contract',
        response: { 200: okSchema(z.array(marketRowSchema)) },
      },
    },
    // The rows say when they were made: a cached answer keeps the time it was computed.
    async () => ok(await cache.get('markets', () => listMarketRows({ db }, clock.now()))),
  );
};
