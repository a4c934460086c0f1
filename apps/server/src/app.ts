import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { maxReceiptBytes } from '@gas/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, publicUrl } from './config.ts';
import type { Database } from './db/client.ts';
import { createAppJobs, fulfilmentSettingsOf } from './jobs.ts';
import { type Clock, systemClock, TestClock } from './lib/clock.ts';
import { holdPdfInspection, receiptStoreFor } from './lib/receipts.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { sessionCookies } from './modules/auth/cookies.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bankingRoutes } from './modules/banking/routes.ts';
import { bidRoutes } from './modules/bids/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { forwardRoutes } from './modules/forwards/routes.ts';
import { fulfilmentRoutes } from './modules/fulfilment/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import type { JobHandler } from './modules/jobs/queue.ts';
import type { Schedule, Scheduler } from './modules/jobs/scheduler.ts';
import { logisticsRoutes } from './modules/logistics/routes.ts';
import { logisticsFeeRoutes } from './modules/logistics-fees/routes.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { marketStreamRoutes } from './modules/markets/stream-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { partyRoutes } from './modules/parties/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { preferenceRoutes } from './modules/preferences/routes.ts';
import { rateRoutes } from './modules/rates/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { siteRoutes } from './modules/sites/routes.ts';
import { statementRoutes } from './modules/statements/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { testClockRoutes } from './modules/test-clock/routes.ts';
import { tradingRoutes } from './modules/trading/routes.ts';
import { unitRoutes } from './modules/units/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { findWebDist, registerWebApp, spaFallback } from './plugins/web-app.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Under TEST_CLOCK it must be a TestClock (one running with real time is made when not given). */
  clock?: Clock;
  /** Recurring jobs beside the app's own (tests). */
  schedules?: readonly Schedule[];
  /** Where the JSON log lines go (standard output when not given): tests read them. */
  logStream?: { write(line: string): void };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What each queued job kind does in this app (the worker in main.ts and tests run them). */
    jobHandlers: Record<string, JobHandler>;
    /** The recurring jobs: the worker in main.ts enqueues their occurrences as they fall due. */
    scheduler: Scheduler;
  }
}

/** Builds the whole application: exactly what production runs, and what tests inject into. */
export async function buildApp({
  config,
  database,
  clock: givenClock,
  schedules = [],
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const clock = givenClock ?? (config.testClock ? new TestClock({ frozen: false }) : systemClock);
  if (config.testClock && !(clock instanceof TestClock)) throw new Error('TEST_CLOCK needs a TestClock');
  const behindProxy = config.trustProxy !== false;
  const applySecurityHeaders = securityHeaders({
    isProduction: config.env === 'production',
    trustProxy: behindProxy,
  });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request, written by the onResponse hook below, instead of Fastify's two
    // ("incoming request" and "request completed").
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // Behind a trusted load balancer its request id carries through, so both logs tell one story.
    requestIdHeader: behindProxy ? 'x-request-id' : false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(applySecurityHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  // First hook of all: every response carries the security headers, refusals included.
  registerSecurityHeaders(app, applySecurityHeaders);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The request log: one line per answer, with its route pattern (ids in paths stay out of the
  // log; an unmatched path is logged without its query string), status and time in ms; the
  // request id comes with request.log.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        responseTime: reply.elapsedTime,
        ip: request.ip,
      },
      'request completed',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are about one signed-in party: no browser or shared cache may keep them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  const webDist = findWebDist(config.webDistDir, path.dirname(fileURLToPath(import.meta.url)));
  registerErrorHandling(app, { onUnknownPath: spaFallback(webDist) });
  registerOriginCheck(app, { publicOrigin: config.publicOrigin });
  registerInputGuard(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxReceiptBytes, files: 1, fields: 10, parts: 12 },
  });
  const cookies = sessionCookies(config.env === 'production');
  registerAuth(app, { database, clock, cookies, sessionCacheMs: config.sessionCacheMs });
  const fulfilmentSettings = fulfilmentSettingsOf(config);
  const fulfilmentDeps = { db: database.db, clock, ...fulfilmentSettings };
  const tradingDeps = {
    db: database.db,
    clock,
    saleExpiryHours: config.saleExpiryHours,
    fulfilment: fulfilmentSettings,
  };
  // The queued and recurring jobs (jobs.ts): run by this process's worker loop (main.ts) unless
  // JOBS_IN_PROCESS=false hands them to the worker process (worker.ts).
  const jobs = createAppJobs({ config, database, clock, log: app.log, schedules });
  app.decorate('scheduler', jobs.scheduler);
  app.decorate('jobHandlers', jobs.handlers);
  await registerRateLimit(app, {
    db: database.db,
    engine: database.kind,
    store: config.rateLimitStore,
    redisUrl: config.redisUrl,
    perMinute: config.rateLimitPerMinute,
  });
  if (config.metricsToken) registerMetrics(app, { database, token: config.metricsToken });

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
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own CSP lets any same-origin page frame the docs and re-point relative URLs with a
    // <base> element; nothing needs either.
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("base-uri 'self'", "base-uri 'none'"),
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database });
      // Tests only: never registered in production (the configuration refuses TEST_CLOCK there).
      if (config.testClock && clock instanceof TestClock) {
        await api.register(testClockRoutes, { config, clock });
      }
      await api.register(marketRoutes, { db: database.db, cacheMs: config.publicReadCacheMs, clock });
      await api.register(rateRoutes, { db: database.db, cacheMs: config.publicReadCacheMs, clock });
      await api.register(marketStreamRoutes, {
        database,
        clock,
        // A page told of a change re-reads it after every process's cached answer has expired.
        options: { maxSubscribers: config.marketStreamMaxClients, settleMs: config.publicReadCacheMs },
        maxPerAddress: config.marketStreamMaxPerAddress,
      });
      const deps = { db: database.db, clock };
      await api.register(identityRoutes, {
        ...deps,
        publicUrl: publicUrl(config),
        signUpRateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(authRoutes, {
        ...deps,
        publicUrl: publicUrl(config),
        cookies,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
        secondFactorKey: config.totpEncryptionKey,
      });
      await api.register(partyRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(unitRoutes, deps);
      await api.register(inventoryRoutes, { ...deps, listingsCacheMs: config.publicReadCacheMs });
      await api.register(forwardRoutes, deps);
      await api.register(walletRoutes, {
        ...deps,
        receipts: receiptStoreFor(config),
        publicUrl: publicUrl(config),
      });
      await api.register(tradingRoutes, tradingDeps);
      await api.register(bidRoutes, { db: database.db, clock, fulfilment: fulfilmentSettings });
      await api.register(fulfilmentRoutes, fulfilmentDeps);
      await api.register(documentRoutes, deps);
      await api.register(logisticsRoutes, {
        ...deps,
        receipts: receiptStoreFor(config),
        publicUrl: publicUrl(config),
        deliveryDisputeHours: config.deliveryDisputeHours,
        deliveryCodeKey: config.deliveryCodeKey,
      });
      await api.register(siteRoutes, deps);
      await api.register(logisticsFeeRoutes, deps);
      await api.register(reportRoutes, deps);
      await api.register(statementRoutes, { ...deps, issuer: config.invoiceIssuer });
      await api.register(auditRoutes, deps);
      await api.register(notificationRoutes, deps);
      await api.register(verificationRoutes, {
        ...deps,
        receipts: receiptStoreFor(config),
        publicUrl: publicUrl(config),
      });
      await api.register(bankingRoutes, {
        ...deps,
        payoutAccountCooloffHours: config.payoutAccountCooloffHours,
        publicUrl: publicUrl(config),
        passwordRateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(payoutRoutes, {
        ...deps,
        dualControlThreshold: config.payoutDualControlThreshold,
        publicUrl: publicUrl(config),
      });
      await api.register(preferenceRoutes, deps);
      await api.register(accountRoutes, {
        ...deps,
        publicUrl: publicUrl(config),
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
    },
    { prefix: '/api' },
  );

  if (webDist) await registerWebApp(app, webDist);
  // Receipt PDFs are inspected in a pool of worker threads shared by the process: held while
  // this app is open, ended when the last app closes.
  const pdfInspection = holdPdfInspection();
  app.addHook('onClose', () => pdfInspection.release());
  return app;
}
