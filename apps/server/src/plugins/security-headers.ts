import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
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

const hsts = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Whether the request came over HTTPS: TLS on the socket, or, behind a trusted load balancer
 * (TRUST_PROXY), its `X-Forwarded-Proto` (the first value: the protocol the client used).
 */
function overHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true;
  if (!trustProxy) return false;
  const proto = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * CSP, nosniff, frame and referrer policies on every response, and HSTS in production on the
 * answers to HTTPS requests only (RFC 6797 8.1: never over plain HTTP; issue 21, finding 9). The
 * hook is the first one of the app, so responses that a later hook refuses (cross-site 403,
 * 401, 429) carry them too; the returned function serves the router's own errors (bad URL),
 * which run no hooks at all.
 */
export function securityHeaders(options: {
  isProduction: boolean;
  trustProxy: boolean;
}): ApplySecurityHeaders {
  const common = {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  } as const;
  const withoutHsts = helmet({ ...common, strictTransportSecurity: false });
  const withHsts = options.isProduction ? helmet({ ...common, strictTransportSecurity: hsts }) : withoutHsts;
  return (request, response) => {
    const middleware = overHttps(request, options.trustProxy) ? withHsts : withoutHsts;
    middleware(request, response, () => {});
  };
}

export function registerSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders) {
  app.addHook('onRequest', async (request, reply) => {
    apply(request.raw, reply.raw);
  });
}
