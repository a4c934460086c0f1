import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { SessionCookies } from '../modules/auth/cookies.ts';
import { resolveAccessToken } from '../modules/auth/sessions.ts';

/** Reads the session cookie on every request; `request.actor` is null when nobody is signed in. */
export function registerAuth(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; cookies: SessionCookies },
) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[options.cookies.names.access];
    request.actor = token ? await resolveAccessToken(options.db, options.clock, token) : null;
  });
}
