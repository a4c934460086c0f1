import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type TrustProxy, trustProxyText } from './config-trust-proxy.ts';
import { parseSecretKey } from './lib/secret-box.ts';
import { deliveryCodeKeyFrom } from './modules/fulfilment/delivery-code.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Settings that only mean something with S3_BUCKET (S3_REGION has a default, so it is not one). */
const s3SettingsBesideBucket = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Every setting the server reads from the environment. `.env.example` documents each one. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL's bounds on each statement and on a transaction left idle (0: none). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    /** Unset: demo data in development, none in production (its logins share a published password). */
    SEED_DEMO: booleanText.optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    PUBLIC_ORIGIN: z.url('must be a URL such as https://gas.example.com').optional(),
    TRUST_PROXY: trustProxyText.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Gas Exchange <no-reply@gas-exchange.local>'),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    SALE_EXPIRY_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(48),
    /** Hours a buyer has to accept or dispute a delivery (collection) before it is accepted (issue 17). */
    DELIVERY_DISPUTE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(24),
    /** Days after approval an unloaded sale may be cancelled by its buyer (issue 17). */
    DISPATCH_DAYS: z.coerce.number().positive().max(365).default(3),
    /** Hours a new or changed payout bank account waits before it may receive a payout (issue 18). */
    PAYOUT_ACCOUNT_COOLOFF_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(24),
    /**
     * Payouts above this amount (minor units) are marked paid by an operator other than the one
     * who approved them (issue 18): 1,000,000.00 NGN and 1,000.00 USD by default.
     */
    /** VAT added to the platform fee at settlement, in percent (issue 18): 7.5 by default. */
    // At most 25: at 50 % or more the VAT on the 1-minor-unit minimum fee of a tiny settlement is
    // itself 1, and the supplier would be paid -1 (the goods less the fee less its VAT).
    PLATFORM_FEE_VAT_PERCENT: z.coerce
      .number()
      .min(0)
      .max(25, 'must be at most 25')
      .refine((percent) => Number.isInteger(percent * 100), 'must have at most two decimals')
      .default(7.5),
    /** The platform as the issuer of its fee invoices (issue 18): registered name, address, RC number, TIN. */
    PLATFORM_LEGAL_NAME: z.string().trim().min(1).default('Gas Exchange'),
    /** Its address on invoices, lines separated by "|". */
    PLATFORM_ADDRESS: z.string().optional(),
    PLATFORM_RC_NUMBER: z.string().optional(),
    PLATFORM_TIN: z.string().optional(),
    PAYOUT_DUAL_CONTROL_THRESHOLD_NGN: z.coerce.number().int().min(0).default(1_000_000_00),
    PAYOUT_DUAL_CONTROL_THRESHOLD_USD: z.coerce.number().int().min(0).default(1_000_00),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url('must be a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanText.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** At most a second (ADR 019): a revocation no notice reached still counts after it. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
    /** Unset: memory on the embedded database, the database on PostgreSQL, Redis with REDIS_URL. */
    RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
    /** false: this process only answers requests, and `dist/worker.js` runs the jobs (ADR 019). */
    JOBS_IN_PROCESS: booleanText.default(true),
    MARKET_STREAM_MAX_CLIENTS: z.coerce.number().int().min(0).max(100_000).default(1000),
    /** Live market streams one client address may hold open in one process (offices share an address). */
    MARKET_STREAM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
    /**
     * 32 bytes (64 hex digits or base64) sealing the two-factor secrets at rest (AES-256-GCM). Unset:
     * a fixed development key, refused with NODE_ENV=production.
     */
    TOTP_ENCRYPTION_KEY: z
      .string()
      .refine(
        (text) => parseSecretKey(text) !== undefined,
        'must be 32 bytes: 64 hex digits or 44 base64 characters',
      )
      .optional(),
    /** Tests only: GET/POST /api/test/clock read and move the server's clock. Refused in production. */
    TEST_CLOCK: booleanText.default(false),
    /**
     * Tests only, with TEST_CLOCK: the clock stands still at this instant from the start (the demo
     * seed included) until moved, and references come from a sequence, so the data is the same
     * every start (the screenshot tests' server).
     */
    TEST_CLOCK_START: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 instant such as 2026-11-20T09:00:00Z' })
      .optional(),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // S3 settings without a bucket would be ignored and receipts written to DATA_DIR/receipts,
  // which several processes do not share: say so at start instead.
  .superRefine((env, context) => {
    // Anyone who can reach the server could move its clock: expire every sale, end every session.
    if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message:
          "must not be set when NODE_ENV=production (it lets anyone move the server's clock); unset TEST_CLOCK",
      });
    }
    if (env.TEST_CLOCK_START !== undefined && !env.TEST_CLOCK) {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_START'],
        message: 'needs TEST_CLOCK=1 (and is refused with NODE_ENV=production, as TEST_CLOCK is); unset it',
      });
    }
    // Without a key of its own, a production server would seal second factors with a published one.
    if (env.TOTP_ENCRYPTION_KEY === undefined && env.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['TOTP_ENCRYPTION_KEY'],
        message:
          'must be set when NODE_ENV=production (it seals the two-factor secrets); generate one with: openssl rand -hex 32',
      });
    }
    if (!env.JOBS_IN_PROCESS && env.DATABASE_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['JOBS_IN_PROCESS'],
        message:
          'false needs DATABASE_URL: the embedded database is opened by one process, so its jobs run in the server; unset it',
      });
    }
    if (env.RATE_LIMIT_STORE === 'redis' && env.REDIS_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_STORE'],
        message: 'redis needs REDIS_URL; set it, or RATE_LIMIT_STORE=memory or database',
      });
    }
    const s3Settings = s3SettingsBesideBucket.filter((name) => env[name] !== undefined);
    if (env.S3_BUCKET === undefined && s3Settings.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when ${s3Settings.join(', ')} ${s3Settings.length === 1 ? 'is' : 'are'} set (without it receipts are stored in DATA_DIR/receipts and the S3 settings are ignored); set S3_BUCKET or unset ${s3Settings.length === 1 ? 'it' : 'them'}`,
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

/** The name of every setting (for checks that documentation and deployment files use real ones). */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Cancels a statement running longer (0: never). Not on the embedded database. */
  databaseStatementTimeoutMs: number;
  /** Ends a transaction left idle longer, with its connection (0: never). Not on the embedded database. */
  databaseIdleInTransactionTimeoutMs: number;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  publicOrigin: string | undefined;
  /** Proxies believed about the client's address and protocol (TrustProxy); false: none. */
  trustProxy: TrustProxy;
  logLevel: string;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authRateLimitPerMinute: number;
  jobPollMs: number;
  /** How long a claimed job stays claimed; jobs of a crashed process run again after it. */
  jobLeaseSeconds: number;
  saleExpiryHours: number;
  /** The buyer's acceptance window after a delivery (DELIVERY_DISPUTE_HOURS). */
  deliveryDisputeHours: number;
  /** The dispatch time limit after approval (DISPATCH_DAYS). */
  dispatchDays: number;
  /** The payout account cool-off (PAYOUT_ACCOUNT_COOLOFF_HOURS). */
  payoutAccountCooloffHours: number;
  /** The VAT rate on the platform fee in basis points, 750 = 7.5 % (PLATFORM_FEE_VAT_PERCENT). */
  platformFeeVatBasisPoints: number;
  /** The platform's details on its fee invoices (PLATFORM_LEGAL_NAME, _ADDRESS, _RC_NUMBER, _TIN). */
  invoiceIssuer: { name: string; address: string[]; rcNumber: string | null; tin: string | null };
  /** Payouts above these (minor units, per currency) need two operators (PAYOUT_DUAL_CONTROL_THRESHOLD_*). */
  payoutDualControlThreshold: Record<'NGN' | 'USD', number>;
  /**
   * The key delivery codes are derived with: from TOTP_ENCRYPTION_KEY (a secret production must
   * set), or a fixed development key without it (modules/fulfilment/delivery-code.ts).
   */
  deliveryCodeKey: Buffer;
  /** Receipts go to this S3-compatible bucket when set; otherwise to DATA_DIR/receipts. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Rate-limit counters and log-in lockouts live in this Redis server when set; otherwise in the database. */
  redisUrl: string | undefined;
  /**
   * Where the rate-limit counters and log-in lockouts live (ADR 004, 019): this process's memory
   * (one server process: nothing to share), the database, or Redis. Unset: Redis with REDIS_URL,
   * else the database on PostgreSQL, memory on the embedded database (plugins/rate-limit.ts).
   */
  rateLimitStore: 'memory' | 'database' | 'redis' | undefined;
  /**
   * How long a session lookup is answered from memory (at most 1000 ms, 0: never). Ending a
   * session reaches every process at once through LISTEN/NOTIFY; this bounds what none reaches.
   */
  sessionCacheMs: number;
  /** Whether this process runs the job queue and the recurring jobs (false: `dist/worker.js` does). */
  jobsInProcess: boolean;
  /** GET /api/metrics answers only to `Authorization: Bearer <token>`; unset, the route does not exist. */
  metricsToken: string | undefined;
  /** The AES-256-GCM key sealing TOTP secrets (TOTP_ENCRYPTION_KEY; a fixed key outside production). */
  totpEncryptionKey: Buffer;
  /**
   * How long the market data and the listings, the same for every reader, are answered from
   * memory: with 1 s (the default) each process asks the database at most once a second per
   * question, and a reader sees a change at most a second late. 0 turns it off.
   */
  publicReadCacheMs: number;
  /** Live market streams (GET /api/markets/stream) one process serves at once; beyond, pages poll. */
  marketStreamMaxClients: number;
  marketStreamMaxPerAddress: number;
  /**
   * Tests only (never in production): the server runs on a TestClock that GET/POST
   * /api/test/clock read and move; unset, those routes do not exist (404).
   */
  testClock: boolean;
  /**
   * Tests only (TEST_CLOCK_START, with TEST_CLOCK): the clock stands still at this instant from
   * the start, the demo seed included, and references come from a repeatable sequence.
   */
  testClockStart: Date | undefined;
};

/** Where emailed links point: the public origin, or this machine. */
export function publicUrl(config: Config): string {
  return (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/$/, '');
}

/** Development and tests only (refused in production): a published key protects nothing. */
const developmentTotpKey = createHash('sha256').update('gas-exchange development TOTP key').digest();

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once at start-up; throws ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set" (a blank line in .env should not break the start).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseIdleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    jobPollMs: env.JOB_POLL_MS,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    saleExpiryHours: env.SALE_EXPIRY_HOURS,
    deliveryDisputeHours: env.DELIVERY_DISPUTE_HOURS,
    dispatchDays: env.DISPATCH_DAYS,
    payoutAccountCooloffHours: env.PAYOUT_ACCOUNT_COOLOFF_HOURS,
    platformFeeVatBasisPoints: Math.round(env.PLATFORM_FEE_VAT_PERCENT * 100),
    invoiceIssuer: {
      name: env.PLATFORM_LEGAL_NAME,
      address: (env.PLATFORM_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      rcNumber: env.PLATFORM_RC_NUMBER?.trim() || null,
      tin: env.PLATFORM_TIN?.trim() || null,
    },
    payoutDualControlThreshold: {
      NGN: env.PAYOUT_DUAL_CONTROL_THRESHOLD_NGN,
      USD: env.PAYOUT_DUAL_CONTROL_THRESHOLD_USD,
    },
    deliveryCodeKey: deliveryCodeKeyFrom(present.TOTP_ENCRYPTION_KEY),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          // MinIO and most self-hosted stores need path-style addressing.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    rateLimitStore: env.RATE_LIMIT_STORE,
    sessionCacheMs: env.SESSION_CACHE_MS,
    jobsInProcess: env.JOBS_IN_PROCESS,
    metricsToken: env.METRICS_TOKEN,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY
      ? (parseSecretKey(env.TOTP_ENCRYPTION_KEY) as Buffer)
      : developmentTotpKey,
    publicReadCacheMs: env.PUBLIC_READ_CACHE_MS,
    marketStreamMaxClients: env.MARKET_STREAM_MAX_CLIENTS,
    marketStreamMaxPerAddress: env.MARKET_STREAM_MAX_PER_ADDRESS,
    testClock: env.TEST_CLOCK,
    testClockStart: env.TEST_CLOCK && env.TEST_CLOCK_START ? new Date(env.TEST_CLOCK_START) : undefined,
  };
}
