import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence on top of SameSite cookies: an unsafe request that a browser says comes from
 * another site is refused. Requests without an Origin (curl, server-to-server) carry no
 * ambient browser credentials from another site and pass.
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicOrigin: string | undefined }) {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === undefined) {
      if (fetchSite === 'cross-site') throw new AppError('forbidden', 'Cross-site requests are not allowed');
      return;
    }
    const ownOrigin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== new URL(ownOrigin).origin) {
      throw new AppError('forbidden', 'Cross-site requests are not allowed');
    }
  });
}
