import {
  type DailyRates,
  dailyRatesSchema,
  rateFiltersSchema,
  type TradePage,
  tradeFiltersSchema,
  tradePageSchema,
  tradeQuerySchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { shortCache } from '../../lib/short-cache.ts';
import { sendCsv } from '../reports/routes.ts';
import { linesOf, rateCsvLine, ratesCsvHeader, tradeCsvLine, tradesCsvHeader } from './csv.ts';
import { listRates, rateDays } from './rates.ts';
import { allTrades, tradePage } from './trades.ts';

// Public reads (no session needed, nothing about a party): the trade record and the daily rates,
// JSON and CSV. The same question asked again within PUBLIC_READ_CACHE_MS is answered from
// memory, as /markets is; a key is the query with its defaults filled in.

const cacheEntries = 200;
const keyOf = (query: object) => JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

export const rateRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; cacheMs: number }> = async (
  app,
  { db, clock, cacheMs },
) => {
  const tags = ['rates'];
  const trades = shortCache<TradePage>({ ttlMs: cacheMs, maxEntries: cacheEntries });
  const rates = shortCache<DailyRates>({ ttlMs: cacheMs, maxEntries: cacheEntries });

  app.get(
    '/trades',
    {
      schema: {
        tags,
        summary: 'The public trade record: settled trades, newest first, without parties',
        querystring: tradeQuerySchema,
        response: { 200: okSchema(tradePageSchema) },
      },
    },
    async (request) => ok(await trades.get(keyOf(request.query), () => tradePage(db, request.query))),
  );

  app.get(
    '/trades.csv',
    {
      schema: {
        tags,
        summary: 'Every settled trade matching the filters as CSV',
        querystring: tradeFiltersSchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        {
          name: 'trades',
          header: tradesCsvHeader,
          lines: linesOf(allTrades(db, request.query), tradeCsvLine),
        },
        clock.now(),
      ),
  );

  app.get(
    '/rates',
    {
      schema: {
        tags,
        summary: 'The published daily rates (the last 90 days unless a range is given)',
        querystring: rateFiltersSchema,
        response: { 200: okSchema(dailyRatesSchema) },
      },
    },
    async (request) => {
      const query = { ...request.query, ...rateDays(request.query, clock.now()) };
      return ok(await rates.get(keyOf(query), () => listRates(db, query, clock.now())));
    },
  );

  app.get(
    '/rates.csv',
    {
      schema: {
        tags,
        summary: 'The published daily rates matching the filters as CSV',
        querystring: rateFiltersSchema,
      },
    },
    async (request, reply) => {
      const answer = await listRates(db, request.query, clock.now());
      return sendCsv(
        request,
        reply,
        { name: 'daily-rates', header: ratesCsvHeader, lines: linesOf(answer.rows, rateCsvLine) },
        clock.now(),
      );
    },
  );
};
