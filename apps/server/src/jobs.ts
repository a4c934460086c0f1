// The app's queued and recurring jobs: what each job kind does and when each schedule falls due.
// One place for both processes that may run them: the server (buildApp, with JOBS_IN_PROCESS) and
// the worker (worker.ts, ADR 019), so a new job kind cannot reach one and miss the other.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, publicUrl } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { pruneKnownDevices } from './modules/auth/devices.ts';
import { cancelSuspendedBuyersBids, expireBids } from './modules/bids/close-bid.ts';
import { invoicePdf } from './modules/documents/render.ts';
import { acceptOverdueDeliveries, autoAcceptDelivery } from './modules/fulfilment/auto-accept.ts';
import { remindDispatch } from './modules/fulfilment/dispatch-reminder.ts';
import { createJobHandlers } from './modules/jobs/handlers.ts';
import type { JobHandler } from './modules/jobs/queue.ts';
import {
  createScheduler,
  type Schedule,
  type Scheduler,
  schedule,
  withScheduledHandlers,
} from './modules/jobs/scheduler.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { publishForOccurrence } from './modules/rates/publish-rates.ts';
import { issueLastMonthStatements } from './modules/statements/issue-monthly-statements.ts';
import { expireOverdueSales, expireSale } from './modules/trading/resolve-sale.ts';
import { remindLicenceExpiry } from './modules/verification/remind-licence-expiry.ts';

/** The fulfilment and settlement settings, as the routes and the jobs take them. */
export function fulfilmentSettingsOf(config: Config) {
  return {
    deliveryDisputeHours: config.deliveryDisputeHours,
    dispatchDays: config.dispatchDays,
    platformFeeVatBasisPoints: config.platformFeeVatBasisPoints,
    invoiceIssuer: config.invoiceIssuer,
    deliveryCodeKey: config.deliveryCodeKey,
  };
}

export type AppJobs = {
  /** The recurring jobs: the worker loop enqueues their occurrences as they fall due. */
  scheduler: Scheduler;
  /** What each queued job kind does, the schedules' included. */
  handlers: Record<string, JobHandler>;
};

/** The jobs of the app on `database`, by `clock`; `schedules` are recurring jobs beside the app's own (tests). */
export function createAppJobs(options: {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  schedules?: readonly Schedule[];
}): AppJobs {
  const { config, clock } = options;
  const db = options.database.db;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: options.log,
    logLinks: config.env !== 'production' || config.seedDemo,
  });
  if (!config.smtpUrl && config.env === 'production' && !config.seedDemo) {
    options.log.warn(
      'SMTP_URL is not set: emails are written to DATA_DIR/outbox and not sent (docs/deploy.md)',
    );
  }
  const fulfilmentSettings = fulfilmentSettingsOf(config);
  const fulfilmentDeps = { db, clock, ...fulfilmentSettings };
  const tradingDeps = { db, clock, saleExpiryHours: config.saleExpiryHours, fulfilment: fulfilmentSettings };
  const scheduler = createScheduler([
    // Suppliers whose NMDPRA licence expires within 30 and 7 days are emailed (once each).
    schedule({
      name: 'licence-expiry',
      dailyAt: '08:00',
      timeZone: 'Africa/Lagos',
      handler: async ({ at }) => {
        await remindLicenceExpiry({ db, clock, publicUrl: publicUrl(config) }, at);
      },
    }),
    // Known devices whose cookie has expired are forgotten, each user's latest kept (modules/auth/devices.ts).
    schedule({
      name: 'known-devices-prune',
      dailyAt: '03:00',
      timeZone: 'Africa/Lagos',
      handler: async ({ at }) => {
        await pruneKnownDevices(db, at);
      },
    }),
    // Acceptances whose own job ran out of retries are settled (modules/fulfilment/auto-accept.ts).
    schedule({
      name: 'acceptance-sweep',
      every: { minutes: 15 },
      handler: async () => {
        await acceptOverdueDeliveries(fulfilmentDeps);
      },
    }),
    // Purchases whose expiry job ran out of retries are expired (modules/trading/resolve-sale.ts).
    schedule({
      name: 'sale-expiry-sweep',
      every: { minutes: 15 },
      handler: async () => {
        await expireOverdueSales(tradingDeps);
      },
    }),
    // Open bids past their validity release what they hold (modules/bids/close-bid.ts).
    schedule({
      name: 'bid-expiry',
      every: { minutes: 5 },
      handler: async () => {
        await expireBids({ db, clock });
      },
    }),
    // The daily rate (issue 19, point 4): the trading day that closes at 18:00 Lagos is published then.
    schedule({
      name: 'daily-rate',
      dailyAt: '18:00',
      timeZone: 'Africa/Lagos',
      handler: async ({ at }) => {
        await publishForOccurrence({ db, clock }, at);
      },
    }),
    // Last month's statement of every wallet, issued once the month is over (modules/statements).
    schedule({
      name: 'monthly-statements',
      dailyAt: '02:00',
      timeZone: 'Africa/Lagos',
      handler: async () => {
        await issueLastMonthStatements({ db, clock, issuer: config.invoiceIssuer });
      },
    }),
    ...(options.schedules ?? []),
  ]);
  const handlers = withScheduledHandlers(
    {
      ...createJobHandlers({
        mailer,
        expireSale: (saleId) => expireSale(tradingDeps, saleId),
        releaseSuspendedBuyersBids: (input) => cancelSuspendedBuyersBids({ db, clock }, input),
      }),
      'fulfilment-auto-accept': async (payload) => autoAcceptDelivery(fulfilmentDeps, String(payload.saleId)),
      'fulfilment-dispatch-reminder': async (payload) =>
        remindDispatch(fulfilmentDeps, String(payload.saleId)),
      // An invoice issued at settlement gets its PDF, once (modules/documents/render.ts).
      'document-render': async (payload) => {
        await invoicePdf(db, String(payload.invoiceId));
      },
    },
    scheduler,
  );
  return { scheduler, handlers };
}
