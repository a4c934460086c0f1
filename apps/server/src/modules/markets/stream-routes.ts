import { marketPollSeconds } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addressKey } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { failureSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { defaultMarketStreamOptions, MarketStream, type MarketStreamOptions } from './market-stream.ts';

/** Seconds a page refused a stream waits before trying again; it polls meanwhile. */
const retryAfterSeconds = marketPollSeconds;
const unavailable = `Live market updates are unavailable just now; prices refresh every ${marketPollSeconds} seconds instead`;

/**
 * GET /api/markets/stream, public like Market Data: server-sent events saying when offers, bids,
 * trades or daily rates changed (`event: market`, data `{ kinds, hubs, products }`), so a page
 * re-reads what it shows. Every process serves its subscribers from one LISTEN connection.
 */
export const marketStreamRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'listen'>;
  clock: Clock;
  options?: Partial<MarketStreamOptions>;
  /** Open streams one client address may hold in this process (default 50). */
  maxPerAddress?: number;
}> = async (app, { database, clock, options, maxPerAddress = 50 }) => {
  const stream = new MarketStream(database, { ...defaultMarketStreamOptions, ...options });
  // Streams open per client address: without a cap, one client (600 requests a minute) could take
  // every stream of the process within two minutes, and everyone else would be sent to polling.
  const openByAddress = new Map<string, number>();
  const release = (address: string) => {
    const left = (openByAddress.get(address) ?? 1) - 1;
    if (left > 0) openByAddress.set(address, left);
    else openByAddress.delete(address);
  };
  // Open streams never finish by themselves: they end before the server waits for requests in
  // flight, and the LISTEN connection closes with the app.
  app.addHook('preClose', async () => stream.endStreams());
  app.addHook('onClose', async () => stream.close());

  app.get(
    '/markets/stream',
    {
      schema: {
        tags: ['markets'],
        summary: 'Live market events (text/event-stream): when offers, bids, trades or daily rates change',
        description:
          'Server-sent events: `ready` once connected, `market` with data `{ kinds, hubs, products }` ' +
          '(kinds among offers, bids, trades, rates; no hub or product named means any) at most a few ' +
          'times a second, and `heartbeat` every 15 seconds. 503 when the server cannot stream: poll instead.',
        response: { 503: failureSchema },
      },
    },
    async (request, reply) => {
      const refuse = () => {
        reply.header('retry-after', String(retryAfterSeconds));
        return new AppError('unavailable', unavailable);
      };
      const address = addressKey(request.ip);
      if ((openByAddress.get(address) ?? 0) >= maxPerAddress) throw refuse();
      // The place is taken before waiting for the listener: counted after it, every request of
      // one address arriving while it connects (at start, after a lost connection) passed the
      // check (review: 8 streams where 2 are allowed).
      openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      let events: Awaited<ReturnType<MarketStream['subscribe']>>;
      try {
        events = await stream.subscribe(clock.now());
      } catch (error) {
        release(address);
        request.log.warn({ err: error }, 'market stream: cannot listen');
        throw refuse();
      }
      if (!events) {
        release(address);
        throw refuse();
      }
      const subscription = events;
      // The client went away (or the server ends the stream): its subscription ends with it.
      reply.raw.once('close', () => {
        stream.unsubscribe(subscription);
        release(address);
      });
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // Proxies that buffer answers (nginx) pass these events on at once.
        .header('x-accel-buffering', 'no');
      // A stream is piped as it is (never serialised); the schemas only describe the refusal.
      return reply.send(subscription as never);
    },
  );
};
