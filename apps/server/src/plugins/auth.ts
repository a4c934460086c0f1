import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { SessionCache, useSessionCache } from '../lib/session-cache.ts';
import type { SessionCookies } from '../modules/auth/cookies.ts';
import { resolveAccessToken, type TokenLookup } from '../modules/auth/sessions.ts';

/**
 * Reads the session cookie on every request; `request.actor` is null when nobody is signed in.
 * Lookups are answered from memory for `sessionCacheMs` (at most a second, 0: never), forgotten
 * at once when a session ends or changes, in this process and in every other (ADR 019).
 */
export function registerAuth(
  app: FastifyInstance,
  options: { database: Database; clock: Clock; cookies: SessionCookies; sessionCacheMs: number },
) {
  const { db } = options.database;
  const cache = new SessionCache<TokenLookup>(options.database, options.sessionCacheMs);
  useSessionCache(db, cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.close());
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[options.cookies.names.access];
    request.actor = token ? await resolveAccessToken(db, options.clock, token, cache) : null;
  });
}
