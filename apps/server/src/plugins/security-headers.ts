import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type ApplySecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * CSP, nosniff, frame and referrer policies (and HSTS in production) on every response. The
 * hook is the first one of the app, so responses that a later hook refuses (cross-site 403,
 * 401, 429) carry them too; the returned function serves the router's own errors (bad URL),
 * which run no hooks at all.
 */
export function securityHeaders(options: { isProduction: boolean }): ApplySecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy,
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return (request, response) => middleware(request, response, () => {});
}

export function registerSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders) {
  app.addHook('onRequest', async (request, reply) => {
    apply(request.raw, reply.raw);
  });
}
