import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { findWebDist, registerWebApp, spaFallback } from './plugins/web-app.ts';

export type AppOptions = { config: Config; database: Database };

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
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the whole application: exactly what production runs, and what tests inject into. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const webDist = findWebDist(config.webDistDir, path.dirname(fileURLToPath(import.meta.url)));
  registerErrorHandling(app, { onUnknownPath: spaFallback(webDist) });
  registerOriginCheck(app, { publicOrigin: config.publicOrigin });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () =>
      new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.'),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Gas exchange API',
        description: 'Every answer is the envelope { success, data, errors: [{ htmlId, message }] }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database });
      await api.register(marketRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  if (webDist) await registerWebApp(app, webDist);
  return app;
}
